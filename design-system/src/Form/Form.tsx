import { forwardRef, type FormHTMLAttributes, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Form.module.css';

export type FormSpacing = 'comfortable' | 'compact';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The gap between fields: comfortable on a page, compact in a narrow card (the account screens). */
  spacing?: FormSpacing;
}

/**
 * A form's fields one under another. It is the size container its rows and actions answer to, so
 * they lay out by the form's own width, wherever it sits, not the window's. `noValidate` by
 * default: the app's schemas give docs/product.md's messages, not the browser's bubbles.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { spacing = 'comfortable', noValidate = true, className, ...rest },
  ref,
) {
  return (
    <form ref={ref} noValidate={noValidate} className={cx(styles.form, spacing === 'compact' && styles.compact, className)} {...rest} />
  );
});

/** Fields side by side (two columns) once the form is wide enough; one under another before that. */
export const FormRow = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function FormRow({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.row, className)} {...rest} />;
});

export type FormActionsLayout = 'end' | 'stack';

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** `end`: buttons in a row at the end, sharing the width in a narrow form; `stack`: full-width buttons one under another. */
  layout?: FormActionsLayout;
}

/** A form's buttons, the submit last. */
export const FormActions = forwardRef<HTMLDivElement, FormActionsProps>(function FormActions({ layout = 'end', className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.actions, styles[layout], className)} {...rest} />;
});

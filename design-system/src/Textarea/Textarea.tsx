import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { cx } from '../utils/cx';
import styles from './Textarea.module.css';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line input sized by `rows`. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, id, className, required, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        className={cx(fieldStyles.control, styles.textarea)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(ids.describedBy, describedBy) || undefined}
        {...rest}
      />
    </FieldFrame>
  );
});

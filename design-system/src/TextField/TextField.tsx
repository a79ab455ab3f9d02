import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { cx } from '../utils/cx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled text input; an error is announced through aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, type = 'text', required, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(ids.describedBy, describedBy) || undefined}
        {...rest}
      />
    </FieldFrame>
  );
});

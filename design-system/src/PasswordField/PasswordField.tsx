import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { IconEye, IconEyeOff } from '../Icons/icons';
import { cx } from '../utils/cx';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, className, required, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  const ToggleIcon = visible ? IconEyeOff : IconEye;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.wrap}>
        <input
          ref={ref}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          className={cx(fieldStyles.control, styles.input)}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(ids.describedBy, describedBy) || undefined}
          {...rest}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={ids.controlId}
          onClick={() => setVisible((v) => !v)}
          disabled={rest.disabled}
        >
          <ToggleIcon size={18} />
        </button>
      </div>
    </FieldFrame>
  );
});

import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import { cx } from '../utils/cx';
import styles from './FileInput.module.css';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'children'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** The chosen file, or null when the choice was cleared. */
  onFileChange?: (file: File | null) => void;
}

/**
 * A labelled native file input (the browser's own picker, keyboard path and announcement), in
 * our look. `accept` only filters the picker: the caller still checks what it was given.
 * To clear it, remount it with a new `key`.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { label, error, hint, id, className, required, onFileChange, onChange, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        id={ids.controlId}
        type="file"
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(ids.describedBy, describedBy) || undefined}
        onChange={(event) => {
          onChange?.(event);
          onFileChange?.(event.currentTarget.files?.[0] ?? null);
        }}
        {...rest}
      />
    </FieldFrame>
  );
});

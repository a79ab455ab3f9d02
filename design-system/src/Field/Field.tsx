import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './Field.module.css';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The ids to put in the control's aria-describedby. */
  describedBy: string | undefined;
}

/** Stable ids binding a label, a hint and an error to one control. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const auto = useId();
  const controlId = id ?? `nl-field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  /** Radix Select labels its trigger through aria-labelledby, so the label needs an id. */
  labelId?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below: the layout every form control shares. */
export function FieldFrame({ ids, label, hint, error, required, className, labelId, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.controlId} id={labelId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

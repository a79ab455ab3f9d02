import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { IconCheck } from '../Icons/icons';
import { cx } from '../utils/cx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, 'checked' | 'onCheckedChange'> {
  label: ReactNode;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** A labelled checkbox (Radix) reporting a plain boolean. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, checked, onCheckedChange, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const controlId = id ?? `nl-checkbox-${auto}`;
  return (
    <div className={cx(styles.row, className)}>
      <CheckboxPrimitive.Root
        ref={ref}
        id={controlId}
        className={styles.box}
        checked={checked}
        onCheckedChange={onCheckedChange ? (value) => onCheckedChange(value === true) : undefined}
        {...rest}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <IconCheck size={14} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label className={styles.label} htmlFor={controlId}>{label}</label>
    </div>
  );
});

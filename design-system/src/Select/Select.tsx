import { forwardRef, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { FieldFrame, useFieldIds } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { IconCheck, IconChevronDown } from '../Icons/icons';
import { cx } from '../utils/cx';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A labelled Radix Select; its hidden native select carries `name` and `required` for forms. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { label, options, value, onValueChange, placeholder, error, hint, name, id, required, disabled, className },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <SelectPrimitive.Root value={value} onValueChange={onValueChange} name={name} required={required} disabled={disabled}>
        <SelectPrimitive.Trigger
          ref={ref}
          id={ids.controlId}
          className={cx(fieldStyles.control, styles.trigger)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon className={styles.icon}>
            <IconChevronDown size={18} />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={6}>
            <SelectPrimitive.Viewport className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item key={option.value} value={option.value} className={styles.item}>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className={styles.check}>
                    <IconCheck size={16} />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </FieldFrame>
  );
});

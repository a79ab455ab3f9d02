import { useState, type Ref } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { FieldIds } from '../Field/Field';
import fieldStyles from '../Field/Field.module.css';
import { IconCheck, IconChevronDown } from '../Icons/icons';
import { cx } from '../utils/cx';
import type { SelectProps } from './Select';
import styles from './Select.module.css';

export interface SelectControlProps extends Pick<
  SelectProps,
  'options' | 'value' | 'onValueChange' | 'placeholder' | 'error' | 'name' | 'required' | 'disabled'
> {
  ids: FieldIds;
  triggerRef: Ref<HTMLButtonElement> | undefined;
}

/**
 * The Radix part of Select (loaded on first use); its hidden native select carries `name` and `required`.
 * Radix renders every item even while closed (into a fragment, and as native options): with
 * thousands of options (2,000 authors after an upload) each change of options or value rendered
 * them all. Closed, only the chosen item is rendered — enough for the trigger's text and the form
 * value; opening renders the rest.
 */
export function SelectControl({
  ids,
  triggerRef,
  options,
  value,
  onValueChange,
  placeholder,
  error,
  name,
  required,
  disabled,
}: SelectControlProps) {
  const [open, setOpen] = useState(false);
  const items = open ? options : options.filter((option) => option.value === value);
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      name={name}
      required={required}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      <SelectPrimitive.Trigger
        ref={triggerRef}
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
            {items.map((option) => (
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
  );
}

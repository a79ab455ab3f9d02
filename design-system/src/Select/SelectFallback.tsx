import fieldStyles from '../Field/Field.module.css';
import { IconChevronDown } from '../Icons/icons';
import { cx } from '../utils/cx';
import type { SelectControlProps } from './SelectControl';
import styles from './Select.module.css';

/** What Select shows while Radix loads: its trigger, disabled, with the same text and size. */
export function SelectFallback({ ids, triggerRef, options, value, placeholder, error }: SelectControlProps) {
  const selected = options.find((o) => o.value === value);
  return (
    <button
      ref={triggerRef}
      type="button"
      role="combobox"
      aria-expanded={false}
      id={ids.controlId}
      className={cx(fieldStyles.control, styles.trigger)}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      data-placeholder={selected ? undefined : ''}
      disabled
    >
      <span>{selected ? selected.label : placeholder}</span>
      <span className={styles.icon} aria-hidden="true">
        <IconChevronDown size={18} />
      </span>
    </button>
  );
}

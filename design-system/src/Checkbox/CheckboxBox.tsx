import { forwardRef, type Ref } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { IconCheck } from '../Icons/icons';
import type { CheckboxBoxProps } from './Checkbox';
import styles from './Checkbox.module.css';

/** The Radix part of Checkbox (loaded on first use), reporting a plain boolean. */
export const CheckboxBox = forwardRef<HTMLButtonElement, CheckboxBoxProps>(function CheckboxBox({ onCheckedChange, ...rest }, ref) {
  return (
    <CheckboxPrimitive.Root
      ref={ref}
      className={styles.box}
      onCheckedChange={onCheckedChange ? (value) => onCheckedChange(value === true) : undefined}
      {...rest}
    >
      <CheckboxPrimitive.Indicator className={styles.indicator}>
        <IconCheck size={14} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
});

/** The box with its ref as a plain prop, as Checkbox hands it over through the lazy boundary. */
export function CheckboxBoxWithRef({ boxRef, ...props }: CheckboxBoxProps & { boxRef: Ref<HTMLButtonElement> }) {
  return <CheckboxBox ref={boxRef} {...props} />;
}

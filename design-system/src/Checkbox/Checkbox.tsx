import { forwardRef, Suspense, useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import type { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { IconCheck } from '../Icons/icons';
import { cx } from '../utils/cx';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, 'checked' | 'onCheckedChange'> {
  label: ReactNode;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

export type CheckboxBoxProps = Omit<CheckboxProps, 'label' | 'className'> & { id: string };

export const checkboxBox = lazyModule(() => import('./CheckboxBox'));

type BoxProps = CheckboxBoxProps & { boxRef: Ref<HTMLButtonElement> };

const LazyCheckboxBox = lazyPart(checkboxBox, (m) => m.CheckboxBoxWithRef);

/** Until Radix arrives: the same box, disabled, showing the same state. */
function CheckboxFallback({ id, checked, defaultChecked, boxRef }: BoxProps) {
  const on = checked ?? defaultChecked === true;
  return (
    <button
      ref={boxRef}
      type="button"
      role="checkbox"
      aria-checked={on}
      id={id}
      className={styles.box}
      data-state={on ? 'checked' : 'unchecked'}
      disabled
    >
      {on ? (
        <span className={styles.indicator}>
          <IconCheck size={14} />
        </span>
      ) : null}
    </button>
  );
}

/** A labelled checkbox (Radix, loaded with the first one on a page) reporting a plain boolean. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox({ label, id, className, ...rest }, ref) {
  const auto = useId();
  const controlId = id ?? `nl-checkbox-${auto}`;
  return (
    <div className={cx(styles.row, className)}>
      <Suspense fallback={<CheckboxFallback {...rest} id={controlId} boxRef={ref} />}>
        <LazyCheckboxBox {...rest} id={controlId} boxRef={ref} />
      </Suspense>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
    </div>
  );
});

import { forwardRef, Suspense, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import { lazyModule, lazyPart } from '../utils/lazy-module';
import { SelectFallback } from './SelectFallback';

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

export const selectControl = lazyModule(() => import('./SelectControl'));

const LazySelectControl = lazyPart(selectControl, (m) => m.SelectControl);

/**
 * A labelled Radix Select. Radix and its positioning engine arrive with the first Select on a
 * page; until then a disabled trigger of the same size shows the same value.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select({ label, hint, id, className, ...control }, ref) {
  const ids = useFieldIds(id, hint, control.error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={control.error} required={control.required} className={className}>
      <Suspense fallback={<SelectFallback {...control} ids={ids} triggerRef={ref} />}>
        <LazySelectControl {...control} ids={ids} triggerRef={ref} />
      </Suspense>
    </FieldFrame>
  );
});

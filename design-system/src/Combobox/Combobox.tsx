import { Suspense, type ReactNode, type Ref } from 'react';
import { TextField } from '../TextField/TextField';
import { lazyModule, lazyPart } from '../utils/lazy-module';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  label: ReactNode;
  /** The options for the text typed so far: the caller narrows them (asks the server, or filters its own). */
  options: readonly ComboboxOption[];
  /** The chosen option, shown in the box while nothing is being typed; null for none. */
  value: ComboboxOption | null;
  onValueChange: (option: ComboboxOption) => void;
  /** The text typed, as it changes; '' when the list opens or closes without typing (show every option). */
  onSearch?: (text: string) => void;
  /** The options for the text are being found: the last options stay meanwhile (Loading… when there are none). */
  loading?: boolean;
  /** More options follow the last: scrolling near the end of the list calls `onLoadMore`. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next options are being found (shown under the list). */
  loadingMore?: boolean;
  /** The list opened or closed (e.g. to find options only once someone looks). */
  onOpenChange?: (open: boolean) => void;
  /** Shown when no option matches the text (default "No matches"). */
  emptyText?: string;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** With a name, a hidden input carries the chosen value in a form's data. */
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export const comboboxControl = lazyModule(() => import('./ComboboxControl'));

const LazyComboboxControl = lazyPart(comboboxControl, (m) => m.ComboboxControl);

/**
 * A labelled, searchable picker (the WAI-ARIA 1.2 combobox with a listbox popup): typing narrows
 * the options, which the caller finds (so thousands stay on the server), and the list draws only the
 * options in view; `ref` reaches its input. All of it but this function arrives with the first
 * Combobox on a page (decision 020: `/` loads the design system whole and its budget is nearly
 * spent); until then a disabled text field with the same label shows the chosen option.
 */
export function Combobox(props: ComboboxProps) {
  const { label, required, className, value, placeholder } = props;
  return (
    <Suspense
      fallback={
        <TextField label={label} required={required} className={className} placeholder={placeholder} value={value?.label ?? ''} disabled />
      }
    >
      <LazyComboboxControl {...props} />
    </Suspense>
  );
}

import type { ComboboxOption } from '@nextlevel/design-system';
import { useState } from 'react';
import { useCategorySearch } from '../api/search-category-options';
import { useSearchText } from '../use-search-text';
import { OptionPicker } from './OptionPicker';

export interface CategoryPickerProps {
  label?: string;
  value: ComboboxOption | null;
  onChoose: (option: ComboboxOption) => void;
  /** The list's narrowing (product §4): only the categories of the snippets these match. */
  q?: string;
  authorId?: string;
  /** Ask for options only once the picker is first opened (a filter nobody may open). */
  lazy?: boolean;
  /** The list's refresh count: a new one asks the options afresh. */
  reload?: number;
  /** Options before the results while nothing is typed (a filter's All). */
  first?: readonly ComboboxOption[];
  required?: boolean;
}

/**
 * The Category picker (issue #24): the categories whose name holds the words typed, found by the bff a
 * page at a time. Its text lives here, so a key re-renders the picker, not the form around it.
 */
export function CategoryPicker({ label = 'Category', q, authorId, lazy = false, reload = 0, first, ...picker }: CategoryPickerProps) {
  const [opened, setOpened] = useState(!lazy);
  const text = useSearchText();
  const results = useCategorySearch({ search: text.search, q, authorId }, { enabled: opened, reload });
  return (
    <OptionPicker
      {...picker}
      label={label}
      results={results}
      typing={text.typing}
      onSearch={text.setText}
      onOpenChange={(open) => open && setOpened(true)}
      first={text.search || text.typing ? undefined : first}
      placeholder="Search categories"
    />
  );
}

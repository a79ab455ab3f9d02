import type { ComboboxOption } from '@nextlevel/design-system';
import { useState } from 'react';
import { useAuthorSearch } from '../api/search-author-options';
import { useSearchText } from '../use-search-text';
import { OptionPicker } from './OptionPicker';

export interface AuthorPickerProps {
  label?: string;
  value: ComboboxOption | null;
  onChoose: (option: ComboboxOption) => void;
  /** The list's narrowing (product §4): only the authors of the snippets these match. */
  q?: string;
  categoryId?: string;
  /** Ask for options only once the picker is first opened (a filter nobody may open). */
  lazy?: boolean;
  /** The list's refresh count: a new one asks the options afresh. */
  reload?: number;
  /** Options before the results while nothing is typed (a filter's All). */
  first?: readonly ComboboxOption[];
  required?: boolean;
}

/**
 * The Author picker (issue #24): the authors whose name holds the words typed, found by the bff a
 * page at a time. Its text lives here, so a key re-renders the picker, not the form around it.
 */
export function AuthorPicker({ label = 'Author', q, categoryId, lazy = false, reload = 0, first, ...picker }: AuthorPickerProps) {
  const [opened, setOpened] = useState(!lazy);
  const text = useSearchText();
  const results = useAuthorSearch({ search: text.search, q, categoryId }, { enabled: opened, reload });
  return (
    <OptionPicker
      {...picker}
      label={label}
      results={results}
      typing={text.typing}
      onSearch={text.setText}
      onOpenChange={(open) => open && setOpened(true)}
      first={text.search || text.typing ? undefined : first}
      placeholder="Search authors"
    />
  );
}

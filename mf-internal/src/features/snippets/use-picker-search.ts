import type { ComboboxOption } from '@nextlevel/design-system';
import { useState } from 'react';
import { useSearchText } from './use-search-text';

export interface PickerSearchOptions {
  /** Ask for options only once the picker is first opened (a filter nobody may open). */
  lazy?: boolean;
  /** The list's refresh count: a new one asks the options afresh. */
  reload?: number;
  /** Options before the results while nothing is typed (a filter's All). */
  first?: readonly ComboboxOption[];
}

/**
 * The search state of an Author or Category picker (issue #24): the text typed, kept in the
 * picker so a key re-renders it and not the form around it; the query's options; and the
 * OptionPicker props that follow the text.
 */
export function usePickerSearch({ lazy = false, reload = 0, first }: PickerSearchOptions) {
  const [opened, setOpened] = useState(!lazy);
  const text = useSearchText();
  return {
    search: text.search,
    query: { enabled: opened, reload },
    picker: {
      typing: text.typing,
      onSearch: text.setText,
      onOpenChange: (open: boolean) => {
        if (open) setOpened(true);
      },
      first: text.search || text.typing ? undefined : first,
    },
  };
}

import { messages } from '@nextlevel/bff/contract';
import { Combobox, type ComboboxOption } from '@nextlevel/design-system';
import { errorMessage } from '@nextlevel/shell/error-message';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OptionPage } from '../api/option-page';
import type { PickerSearchOptions } from '../use-picker-search';

/** What the Author and Category pickers take besides their own narrowing. */
export interface SearchedPickerProps extends PickerSearchOptions {
  label?: string;
  value: ComboboxOption | null;
  onChoose: (option: ComboboxOption) => void;
  /** The list's search words: with the picker's narrowing, only the names of the snippets they match. */
  q?: string;
  required?: boolean;
}

export interface OptionPickerProps {
  label: string;
  value: ComboboxOption | null;
  onChoose: (option: ComboboxOption) => void;
  /** The bff's pages of options for the text searched (useAuthorSearch, useCategorySearch). */
  results: UseInfiniteQueryResult<InfiniteData<OptionPage>>;
  /** The text typed has not been searched yet (typing has not paused). */
  typing: boolean;
  onSearch: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** Options before the results (a filter's All, while nothing is typed). */
  first?: readonly ComboboxOption[];
  placeholder?: string;
  required?: boolean;
}

const NONE: ComboboxOption[] = [];

/**
 * An author or category picker (issue #24, decision 020): the design system's Combobox over the
 * bff's search, a page at a time, the next page asked as the list is scrolled to its end.
 */
export function OptionPicker({ results, typing, first, onChoose, ...picker }: OptionPickerProps) {
  const { data, isFetching, isFetchingNextPage, hasNextPage, isError, error, fetchNextPage } = results;
  const found = useMemo(() => data?.pages.flatMap((page) => page.options) ?? NONE, [data]);
  const options = useMemo(() => (first ? [...first, ...found] : found), [first, found]);
  return (
    <Combobox
      {...picker}
      options={options}
      onValueChange={onChoose}
      loading={typing || (isFetching && !isFetchingNextPage)}
      hasMore={hasNextPage}
      loadingMore={isFetchingNextPage}
      onLoadMore={() => void fetchNextPage()}
      emptyText={isError ? errorMessage(error, messages.errors.generic) : 'No matches'}
    />
  );
}

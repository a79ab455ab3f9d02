import { FilterBar, Select, TextField } from '@nextlevel/design-system';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { FavouriteFilters } from '../favourites-filter';

// Radix Select has no empty value; this one stands for All and never reaches the URL.
const ALL = '\u0000all';

export interface FavouritesFiltersProps {
  filters: FavouriteFilters;
  authors: string[];
  categories: string[];
  summary: string;
  active: boolean;
  /** How many filters are set (said on the phone's folded Filters disclosure). */
  activeFilters: number;
  onText: (text: string) => void;
  onAuthor: (author: string) => void;
  onCategory: (category: string) => void;
  onReset: () => void;
}

const withAll = (names: readonly string[]) => [{ value: ALL, label: 'All' }, ...names.map((name) => ({ value: name, label: name }))];
const fromOption = (value: string) => (value === ALL ? '' : value);

/** The same array for the same names, so a select whose options did not change is not rendered again. */
const useSameNames = (names: string[]): readonly string[] => {
  const key = names.join('\u0000');
  return useMemo(() => (key === '' ? [] : key.split('\u0000')), [key]);
};

/** The latest callback behind a function that never changes. */
const useStableCallback = <A extends unknown[]>(callback: (...args: A) => void) => {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
};

/**
 * An author or category select. Memoised: Radix renders every option on each render, and with
 * hundreds of authors a keystroke in the search would re-render them all (issue #11, 1,000 favourites).
 */
const NameSelect = memo(function NameSelect({
  label,
  names,
  value,
  onChoose,
}: {
  label: string;
  names: readonly string[];
  value: string;
  onChoose: (name: string) => void;
}) {
  const options = useMemo(() => withAll(names), [names]);
  return <Select label={label} options={options} value={value || ALL} onValueChange={(v) => onChoose(fromOption(v))} />;
});

/** The search, author and category filters of My Favorites, with the count and the reset control. */
export function FavouritesFilters({
  filters,
  authors,
  categories,
  summary,
  active,
  activeFilters,
  onText,
  onAuthor,
  onCategory,
  onReset,
}: FavouritesFiltersProps) {
  const chooseAuthor = useStableCallback(onAuthor);
  const chooseCategory = useStableCallback(onCategory);
  return (
    // On a phone the filters fold away, so the first card shows near the top (issue #24.13).
    <FilterBar
      aria-label="Filter favorites"
      onReset={onReset}
      resetDisabled={!active}
      summary={summary}
      collapsible
      activeFilters={activeFilters}
    >
      <TextField label="Search" type="search" value={filters.text} onChange={(e) => onText(e.target.value)} />
      <NameSelect label="Author" names={useSameNames(authors)} value={filters.author} onChoose={chooseAuthor} />
      <NameSelect label="Category" names={useSameNames(categories)} value={filters.category} onChoose={chooseCategory} />
    </FilterBar>
  );
}

import { FilterBar, Select, TextField } from '@nextlevel/design-system';
import type { FavouriteFilters } from '../favourites-filter';

// Radix Select has no empty value; this one stands for All and never reaches the URL.
const ALL = '\u0000all';

export interface FavouritesFiltersProps {
  filters: FavouriteFilters;
  authors: string[];
  categories: string[];
  summary: string;
  active: boolean;
  onText: (text: string) => void;
  onAuthor: (author: string) => void;
  onCategory: (category: string) => void;
  onReset: () => void;
}

const withAll = (names: string[]) => [{ value: ALL, label: 'All' }, ...names.map((name) => ({ value: name, label: name }))];
const fromOption = (value: string) => (value === ALL ? '' : value);

/** The search, author and category filters of My Favorites, with the count and the reset control. */
export function FavouritesFilters({
  filters,
  authors,
  categories,
  summary,
  active,
  onText,
  onAuthor,
  onCategory,
  onReset,
}: FavouritesFiltersProps) {
  return (
    <FilterBar aria-label="Filter favorites" onReset={onReset} resetDisabled={!active} summary={summary}>
      <TextField label="Search" type="search" value={filters.text} onChange={(e) => onText(e.target.value)} />
      <Select label="Author" options={withAll(authors)} value={filters.author || ALL} onValueChange={(v) => onAuthor(fromOption(v))} />
      <Select
        label="Category"
        options={withAll(categories)}
        value={filters.category || ALL}
        onValueChange={(v) => onCategory(fromOption(v))}
      />
    </FilterBar>
  );
}

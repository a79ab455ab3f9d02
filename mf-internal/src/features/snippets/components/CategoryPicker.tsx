import { useCategorySearch } from '../api/search-category-options';
import { usePickerSearch } from '../use-picker-search';
import { OptionPicker, type SearchedPickerProps } from './OptionPicker';

export interface CategoryPickerProps extends SearchedPickerProps {
  /** With `q`, the list's narrowing (product §4): only the categories of the snippets these match. */
  authorId?: string;
}

/** The Category picker (issue #24): the categories whose name holds the words typed, found by the bff a page at a time. */
export function CategoryPicker({ label = 'Category', q, authorId, lazy, reload, first, ...picker }: CategoryPickerProps) {
  const searched = usePickerSearch({ lazy, reload, first });
  const results = useCategorySearch({ search: searched.search, q, authorId }, searched.query);
  return <OptionPicker {...picker} {...searched.picker} label={label} results={results} placeholder="Search categories" />;
}

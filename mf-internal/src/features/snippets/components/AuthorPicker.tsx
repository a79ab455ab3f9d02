import { useAuthorSearch } from '../api/search-author-options';
import { usePickerSearch } from '../use-picker-search';
import { OptionPicker, type SearchedPickerProps } from './OptionPicker';

export interface AuthorPickerProps extends SearchedPickerProps {
  /** With `q`, the list's narrowing (product §4): only the authors of the snippets these match. */
  categoryId?: string;
}

/** The Author picker (issue #24): the authors whose name holds the words typed, found by the bff a page at a time. */
export function AuthorPicker({ label = 'Author', q, categoryId, lazy, reload, first, ...picker }: AuthorPickerProps) {
  const searched = usePickerSearch({ lazy, reload, first });
  const results = useAuthorSearch({ search: searched.search, q, categoryId }, searched.query);
  return <OptionPicker {...picker} {...searched.picker} label={label} results={results} placeholder="Search authors" />;
}

import type { Author, Category } from '@nextlevel/bff/contract';
import { FilterBar, TextField } from '@nextlevel/design-system';
import { useMemo } from 'react';
import { OptionSelect } from './OptionSelect';

export interface SnippetFiltersProps {
  text: string;
  authorId: string;
  categoryId: string;
  authors: readonly Author[];
  categories: readonly Category[];
  summary: string;
  onText: (text: string) => void;
  onAuthor: (authorId: string) => void;
  onCategory: (categoryId: string) => void;
  /** SPEC §2's refresh: clears the filters and loads the list again. */
  onRefresh: () => void;
}

/** The search, the author and category filters, the refresh control and how many snippets match. */
export function SnippetFilters({
  text,
  authorId,
  categoryId,
  authors,
  categories,
  summary,
  onText,
  onAuthor,
  onCategory,
  onRefresh,
}: SnippetFiltersProps) {
  const authorOptions = useMemo(() => authors.map((a) => ({ value: a.id, label: a.name })), [authors]);
  const categoryOptions = useMemo(() => categories.map((c) => ({ value: c.id, label: c.category })), [categories]);
  return (
    <FilterBar aria-label="Filter snippets" onReset={onRefresh} resetLabel="Refresh" summary={summary}>
      <TextField label="Search" type="search" value={text} onChange={(e) => onText(e.target.value)} />
      <OptionSelect label="Author" options={authorOptions} value={authorId} onChoose={onAuthor} />
      <OptionSelect label="Category" options={categoryOptions} value={categoryId} onChoose={onCategory} />
    </FilterBar>
  );
}

import type { ComboboxOption } from '@nextlevel/design-system';
import { FilterBar, TextField } from '@nextlevel/design-system';
import { useState } from 'react';
import type { SnippetListFilters } from '../api/get-snippets';
import { useAuthor } from '../api/get-author';
import { useCategory } from '../api/get-category';
import { AuthorPicker } from './AuthorPicker';
import { CategoryPicker } from './CategoryPicker';

export interface SnippetFiltersProps {
  text: string;
  authorId: string;
  categoryId: string;
  /** The filters the list is asked with: they narrow each other's options (product §4). */
  applied: SnippetListFilters;
  /** The refresh control's count: a new one asks the options afresh too. */
  reload: number;
  summary: string;
  onText: (text: string) => void;
  onAuthor: (authorId: string) => void;
  onCategory: (categoryId: string) => void;
  /** product §2's refresh: clears the filters and loads the list again. */
  onRefresh: () => void;
}

// All comes first while nothing is typed; its value is no filter ('').
const ALL: readonly ComboboxOption[] = [{ value: '', label: 'All' }];

/**
 * The option a filter shows: All, or the chosen id with its name — the one it was chosen by, else
 * asked of the bff by id (a filter from a link: its option may be on no page loaded yet).
 */
const shown = (id: string, chosen: ComboboxOption | null, named: string | undefined): ComboboxOption => {
  if (!id) return ALL[0]!;
  return { value: id, label: chosen?.value === id ? chosen.label : (named ?? '') };
};

interface FilterProps {
  id: string;
  applied: SnippetListFilters;
  reload: number;
  onChoose: (id: string) => void;
}

/** The Author filter: the authors of the snippets the text and category filters match, searched by name once opened. */
function AuthorFilter({ id, applied, reload, onChoose }: FilterProps) {
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const named = useAuthor(id, chosen?.value === id);
  return (
    <AuthorPicker
      value={shown(id, chosen, named.data?.name)}
      onChoose={(option) => {
        setChosen(option);
        onChoose(option.value);
      }}
      q={applied.q}
      categoryId={applied.categoryId}
      lazy
      reload={reload}
      first={ALL}
    />
  );
}

/** The Category filter: likewise, narrowed by the text and author filters. */
function CategoryFilter({ id, applied, reload, onChoose }: FilterProps) {
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  const named = useCategory(id, chosen?.value === id);
  return (
    <CategoryPicker
      value={shown(id, chosen, named.data?.category)}
      onChoose={(option) => {
        setChosen(option);
        onChoose(option.value);
      }}
      q={applied.q}
      authorId={applied.authorId}
      lazy
      reload={reload}
      first={ALL}
    />
  );
}

/** The search, the author and category filters, the refresh control and how many snippets match. */
export function SnippetFilters({
  text,
  authorId,
  categoryId,
  applied,
  reload,
  summary,
  onText,
  onAuthor,
  onCategory,
  onRefresh,
}: SnippetFiltersProps) {
  return (
    <FilterBar aria-label="Filter snippets" onReset={onRefresh} resetLabel="Refresh" summary={summary}>
      <TextField label="Search" type="search" value={text} onChange={(e) => onText(e.target.value)} />
      <AuthorFilter id={authorId} applied={applied} reload={reload} onChoose={onAuthor} />
      <CategoryFilter id={categoryId} applied={applied} reload={reload} onChoose={onCategory} />
    </FilterBar>
  );
}

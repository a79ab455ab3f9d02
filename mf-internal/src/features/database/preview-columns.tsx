import type { DataTableColumn } from '@nextlevel/design-system';
import type { AuthorRow, CategoryRow, SnippetRow, UploadTable } from '@nextlevel/bff/contract';
import { StoredName } from './components/StoredName';
import type { StoredNames } from './stored-names';

type PreviewRow = CategoryRow | AuthorRow | SnippetRow;

const id: DataTableColumn<PreviewRow> = { key: 'id', header: 'ID', cell: (r) => r.id, minWidth: '9rem', mono: true };

/**
 * product §2: ID plus Text, Author and Category for snippets, Name for authors, Category for
 * categories; a snippet's author and category show their stored names beside the ids (issue #24.12).
 */
export const previewColumns = (table: UploadTable, names: StoredNames): DataTableColumn<PreviewRow>[] => {
  if (table === 'categories')
    return [id, { key: 'category', header: 'Category', cell: (r) => (r as CategoryRow).category, minWidth: '10rem', grow: 2 }];
  if (table === 'authors') return [id, { key: 'name', header: 'Name', cell: (r) => (r as AuthorRow).name, minWidth: '10rem', grow: 2 }];
  const reference = (kind: 'author' | 'category', header: string): DataTableColumn<PreviewRow> => ({
    key: kind,
    header,
    cell: (r) => <StoredName names={names} kind={kind} id={(r as SnippetRow)[kind]} />,
    minWidth: '12rem',
    grow: 1,
  });
  return [
    id,
    { key: 'text', header: 'Text', cell: (r) => (r as SnippetRow).text, minWidth: '14rem', grow: 3 },
    reference('author', 'Author'),
    reference('category', 'Category'),
  ];
};

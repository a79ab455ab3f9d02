import type { DataTableColumn } from '@nextlevel/design-system';
import type { AuthorRow, CategoryRow, SnippetRow, UploadTable } from '@nextlevel/bff/contract';

type PreviewRow = CategoryRow | AuthorRow | SnippetRow;

const id: DataTableColumn<PreviewRow> = { key: 'id', header: 'ID', cell: (r) => r.id, minWidth: '9rem', mono: true };
const ref = (key: 'author' | 'category', header: string): DataTableColumn<PreviewRow> => ({
  key,
  header,
  cell: (r) => (r as SnippetRow)[key],
  minWidth: '9rem',
  mono: true,
});

/** SPEC §2: ID plus Text, Author and Category for snippets, Name for authors, Category for categories. */
export const previewColumns: Record<UploadTable, DataTableColumn<PreviewRow>[]> = {
  categories: [id, { key: 'category', header: 'Category', cell: (r) => (r as CategoryRow).category, minWidth: '10rem', grow: 2 }],
  authors: [id, { key: 'name', header: 'Name', cell: (r) => (r as AuthorRow).name, minWidth: '10rem', grow: 2 }],
  snippets: [
    id,
    { key: 'text', header: 'Text', cell: (r) => (r as SnippetRow).text, minWidth: '14rem', grow: 3 },
    ref('author', 'Author'),
    ref('category', 'Category'),
  ],
};

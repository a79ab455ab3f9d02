import type { Knex } from 'knex';
import { uploadMessages } from '../../contract/messages';
import type { SnippetRow, UploadProblem } from '../../contract/upload';
import { missingIds } from './sql';

/**
 * Snippet records whose author or category is not stored. An upload carries one table, so the
 * database is the only place a reference can be found (run inside the upload's transaction).
 */
export const unknownReferences = async (db: Knex, rows: readonly SnippetRow[]): Promise<UploadProblem[]> => {
  const authors = await missingIds(db, 'authors', new Set(rows.map((row) => row.author)));
  const categories = await missingIds(db, 'categories', new Set(rows.map((row) => row.category)));
  if (authors.size === 0 && categories.size === 0) return [];
  const problems: UploadProblem[] = [];
  rows.forEach((row, index) => {
    if (authors.has(row.author)) problems.push({ record: index + 1, error: uploadMessages.unknownAuthor });
    else if (categories.has(row.category)) problems.push({ record: index + 1, error: uploadMessages.unknownCategory });
  });
  return problems;
};

import type { Knex } from 'knex';
import type { SnippetListItem, SnippetSaveInput } from '../../contract/snippets';
import { Snippet } from '../../models/snippet';
import type { AlsoInTransaction } from '../activity/staff-actions';
import { readListItem } from './list-item';
import { snippetFields, withKnownReferences } from './snippet-fields';

export interface CreateSnippetDeps {
  db: Knex;
}

/**
 * POST /api/internal/snippets/create's data: stores the snippet and answers it as the list shows it.
 * `also` runs in the insert's transaction with the new id.
 */
export const createSnippetCreator = ({ db }: CreateSnippetDeps) => {
  return async (input: SnippetSaveInput, also?: AlsoInTransaction<string>): Promise<SnippetListItem> => {
    const fields = snippetFields(input);
    const id = await withKnownReferences(db, fields, () =>
      db.transaction(async (trx) => {
        const row = await Snippet.query(trx).insert(fields).returning('id');
        await also?.(trx, row.id);
        return row.id;
      }),
    );
    return (await readListItem(db, id))!;
  };
};

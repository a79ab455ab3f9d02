import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { messages } from '../../contract/messages';
import type { SnippetListItem, SnippetSaveInput } from '../../contract/snippets';
import { notFound } from '../../http/errors';
import { Snippet } from '../../models/snippet';
import type { AlsoInTransaction } from '../activity/staff-actions';
import { readListItem } from './list-item';
import { snippetFields, withKnownReferences } from './snippet-fields';

export interface UpdateSnippetDeps {
  db: Knex;
  clock: Clock;
}

/**
 * POST /api/internal/snippets/{id}/update's data: rewrites the snippet's fields and its updated_date.
 * `also` runs in the update's transaction with the id.
 */
export const createSnippetUpdater = ({ db, clock }: UpdateSnippetDeps) => {
  return async (id: string, input: SnippetSaveInput, also?: AlsoInTransaction<string>): Promise<SnippetListItem> => {
    const fields = snippetFields(input);
    await withKnownReferences(db, fields, () =>
      db.transaction(async (trx) => {
        const updated = await Snippet.query(trx)
          .patch({ ...fields, updated_date: clock.now() })
          .where('id', id);
        if (updated === 0) throw notFound(messages.snippets.notFound);
        await also?.(trx, id);
      }),
    );
    return (await readListItem(db, id))!;
  };
};

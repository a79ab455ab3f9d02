import type { Knex } from 'knex';
import type { SnippetListItem, SnippetSaveInput } from '../../contract/snippets';
import { Snippet } from '../../models/snippet';
import { readListItem } from './list-item';
import { snippetFields, withKnownReferences } from './snippet-fields';

export interface CreateSnippetDeps {
  db: Knex;
}

/** POST /api/internal/snippets/create's data: stores the snippet and answers it as the list shows it. */
export const createSnippetCreator = ({ db }: CreateSnippetDeps) => {
  return async (input: SnippetSaveInput): Promise<SnippetListItem> => {
    const fields = snippetFields(input);
    const { id } = await withKnownReferences(db, fields, () => Snippet.query(db).insert(fields).returning('id'));
    return (await readListItem(db, id))!;
  };
};

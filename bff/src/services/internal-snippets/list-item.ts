import type { Knex } from 'knex';
import type { SnippetListItem } from '../../contract/snippets';
import { Snippet } from '../../models/snippet';

/** One snippet as the internal list shows it (product §3), or undefined. */
export const readListItem = async (db: Knex, id: string): Promise<SnippetListItem | undefined> => {
  const row = (await Snippet.query(db)
    .findById(id)
    .joinRelated('[authorRecord, categoryRecord]')
    .select(
      'snippets.id',
      'snippets.text',
      'authorRecord.name as authorName',
      'categoryRecord.category as categoryName',
      'snippets.detailed_explanation',
    )) as (Snippet & Pick<SnippetListItem, 'authorName' | 'categoryName'>) | undefined;
  return (
    row && {
      id: row.id,
      text: row.text,
      authorName: row.authorName,
      categoryName: row.categoryName,
      detailed_explanation: row.detailed_explanation,
    }
  );
};

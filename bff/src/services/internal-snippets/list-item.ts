import type { Knex } from 'knex';
import type { SnippetListItem } from '../../contract/snippets';

/** One snippet as the internal list shows it (SPEC §3), or undefined. */
export const readListItem = async (db: Knex, id: string): Promise<SnippetListItem | undefined> =>
  (await db('snippets as s')
    .join('authors as a', 'a.id', 's.author')
    .join('categories as c', 'c.id', 's.category')
    .where('s.id', id)
    .first('s.id', 's.text', 'a.name as authorName', 'c.category as categoryName', 's.detailed_explanation')) as
    SnippetListItem | undefined;

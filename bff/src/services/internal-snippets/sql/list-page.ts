import type { Knex } from 'knex';
import type { SnippetListItem } from '../../../contract/snippets';
import type { SnippetMatch } from '../snippet-filters';
import { applySnippetFilters } from './filters';

/** A list item with its `seq`, the keyset cursor. */
export type ListRow = SnippetListItem & { seq: string };

/** How many snippets the match covers. */
export const countMatches = async (db: Knex, match: SnippetMatch): Promise<number> => {
  const [row] = (await applySnippetFilters(db('snippets as s').count({ n: '*' }), match)) as { n: string }[];
  return Number(row!.n);
};

/**
 * Up to `limit + 1` matches newest first by `seq`, after `cursor`, named: their ids found by walking
 * the seq index, or by gathering every match first (a materialised CTE, which the planner cannot
 * turn back into a walk) and sorting those (`gather`: list-snippets.ts chooses by the count).
 */
export const listPage = (db: Knex, match: SnippetMatch, cursor: string | undefined, limit: number, gather: boolean): Promise<ListRow[]> => {
  const ids = applySnippetFilters(db('snippets as s').select('s.id', 's.seq'), match);
  if (cursor) ids.where('s.seq', '<', cursor);
  const newest = (from: Knex.QueryBuilder) => from.orderBy('seq', 'desc').limit(limit + 1);
  const withPage = gather
    ? db
        .queryBuilder()
        .withMaterialized('matches', ids)
        .with('page', newest(db('matches').select('id', 'seq')))
    : db.queryBuilder().with('page', newest(ids));
  return withPage
    .from('page as p')
    .join('snippets as s', 's.id', 'p.id')
    .join('authors as a', 'a.id', 's.author')
    .join('categories as c', 'c.id', 's.category')
    .select('s.id', 's.text', 'a.name as authorName', 'c.category as categoryName', 's.detailed_explanation', 'p.seq')
    .orderBy('p.seq', 'desc') as Promise<ListRow[]>;
};

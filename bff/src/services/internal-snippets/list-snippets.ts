import type { Knex } from 'knex';
import { INTERNAL_SNIPPETS_PAGE, type InternalSnippetsQuery, type SnippetListItem } from '../../contract/snippets';
import { applySnippetFilters, matchSnippets, type SnippetMatch } from './snippet-filters';

/** One page of the internal list, the filtered total, and the cursor of the next page (absent on the last). */
export interface SnippetPage {
  items: SnippetListItem[];
  total: number;
  nextCursor: string | undefined;
}

export interface ListSnippetsDeps {
  db: Knex;
  /** GATHER_MAX unless a test makes every page walk (0) or gather (Infinity). */
  gatherMax?: number;
}

type Row = SnippetListItem & { seq: string };

/**
 * At most this many matches are gathered whole and sorted; more are found by walking the seq index
 * newest first. Walking reads about (page + 1) × table ÷ matches rows, so it is cheap when matches are
 * many and a full read when they are few: a rare word walked all 100,000 rows (~80 ms on PostgreSQL),
 * where gathering its few matches through the indexes takes under a millisecond. Past this count a
 * walk of 100,000 snippets reads about 1,000 rows. PostgreSQL cannot choose by itself: it estimates
 * a LIKE's matches from the pattern alone and walked for every word.
 */
export const GATHER_MAX = 5_000;

/**
 * GET /api/internal/snippets' data (decision 010): newest first by `seq`, keyset-paged, so a deep
 * page costs what the first does. The total is counted first, and tells how to find the page.
 * One more row than the page is read to know whether another page follows.
 */
export const createListSnippets = ({ db, gatherMax = GATHER_MAX }: ListSnippetsDeps) => {
  const total = async (match: SnippetMatch): Promise<number> => {
    const [row] = (await applySnippetFilters(db('snippets as s').count({ n: '*' }), match)) as { n: string }[];
    return Number(row!.n);
  };

  /**
   * The page: its ids found by walking the seq index, or by gathering every match first (a
   * materialised CTE, which the planner cannot turn back into a walk) and sorting those; then named.
   */
  const page = (match: SnippetMatch, cursor: string | undefined, limit: number, gather: boolean) => {
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
      .orderBy('p.seq', 'desc') as Promise<Row[]>;
  };

  return async (query: InternalSnippetsQuery): Promise<SnippetPage> => {
    const limit = query.limit ?? INTERNAL_SNIPPETS_PAGE;
    const match = await matchSnippets(db, query);
    const count = await total(match);
    const rows = count === 0 ? [] : await page(match, query.cursor, limit, count <= gatherMax);
    const items = rows.slice(0, limit).map(({ seq: _seq, ...item }) => item);
    return { items, total: count, nextCursor: rows.length > limit ? rows[limit - 1]!.seq : undefined };
  };
};

export type ListSnippets = ReturnType<typeof createListSnippets>;

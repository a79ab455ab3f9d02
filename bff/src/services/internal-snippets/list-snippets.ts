import type { Knex } from 'knex';
import { INTERNAL_SNIPPETS_PAGE, type InternalSnippetsQuery, type SnippetListItem } from '../../contract/snippets';
import { matchSnippets } from './sql/filters';
import { countMatches, listPage } from './sql/list-page';

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
  return async (query: InternalSnippetsQuery): Promise<SnippetPage> => {
    const limit = query.limit ?? INTERNAL_SNIPPETS_PAGE;
    const match = await matchSnippets(db, query);
    const count = await countMatches(db, match);
    const rows = count === 0 ? [] : await listPage(db, match, query.cursor, limit, count <= gatherMax);
    const items = rows.slice(0, limit).map(({ seq: _seq, ...item }) => item);
    return { items, total: count, nextCursor: rows.length > limit ? rows[limit - 1]!.seq : undefined };
  };
};

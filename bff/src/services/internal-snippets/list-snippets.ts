import type { Knex } from 'knex';
import { INTERNAL_SNIPPETS_PAGE, type InternalSnippetsQuery, type SnippetListItem } from '../../contract/snippets';
import { applySnippetFilters } from './snippet-filters';

/** One page of the internal list, the filtered total, and the cursor of the next page (absent on the last). */
export interface SnippetPage {
  items: SnippetListItem[];
  total: number;
  nextCursor: string | undefined;
}

export interface ListSnippetsDeps {
  db: Knex;
}

type Row = SnippetListItem & { seq: string };

/**
 * GET /api/internal/snippets' data (decision 010): newest first by `seq`, keyset-paged, so a deep
 * page costs what the first does (the unique index on seq serves the order and the cursor).
 * One more row than the page is read to know whether another page follows.
 */
export const createListSnippets = ({ db }: ListSnippetsDeps) => {
  const page = (query: InternalSnippetsQuery, limit: number) => {
    const rows = db('snippets as s')
      .join('authors as a', 'a.id', 's.author')
      .join('categories as c', 'c.id', 's.category')
      .select('s.id', 's.text', 'a.name as authorName', 'c.category as categoryName', 's.detailed_explanation', 's.seq')
      .orderBy('s.seq', 'desc')
      .limit(limit + 1);
    if (query.cursor) rows.where('s.seq', '<', query.cursor);
    return applySnippetFilters(db, rows, query) as Promise<Row[]>;
  };

  const total = async (query: InternalSnippetsQuery): Promise<number> => {
    const [row] = (await applySnippetFilters(db, db('snippets as s').count({ n: '*' }), query)) as { n: string }[];
    return Number(row!.n);
  };

  return async (query: InternalSnippetsQuery): Promise<SnippetPage> => {
    const limit = query.limit ?? INTERNAL_SNIPPETS_PAGE;
    const [rows, count] = await Promise.all([page(query, limit), total(query)]);
    const items = rows.slice(0, limit).map(({ seq: _seq, ...item }) => item);
    return { items, total: count, nextCursor: rows.length > limit ? rows[limit - 1]!.seq : undefined };
  };
};

export type ListSnippets = ReturnType<typeof createListSnippets>;

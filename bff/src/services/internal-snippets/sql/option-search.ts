import type { Knex } from 'knex';
import { containsPattern, hasTrigram, narrows, type SnippetFilters } from '../snippet-filters';
import { matchSnippets, namesOfMatching } from './filters';

/** A picker's table: authors or categories. */
export interface OptionTable {
  table: 'authors' | 'categories';
  /** The snippets' column holding its id. */
  column: 'author' | 'category';
  /** Its name column. */
  name: 'name' | 'category';
}

export interface OptionSearch {
  /** The words typed, each to be found in the name, in any order ('okafor 12' finds 'Author 12 Okafor'). */
  words: string[];
  /** The last option of the page before: its sort key (folded name) and id. */
  after: [string, string] | undefined;
  limit: number;
  /** The list's narrowing (product §4): only the options of the snippets these match. */
  narrowing: SnippetFilters;
}

export interface OptionRow {
  id: string;
  name: string;
  /** lower(name): the keyset cursor with the id. */
  sort_key: string;
}

/**
 * Up to `limit + 1` of `t`'s rows whose folded name contains every word, in folded-name order,
 * keyset-paged on (lower(name), id) — what migration 20260101000840's b-tree holds, so a page
 * without a search, or with a common one, reads about a page of index entries; a rare word of three
 * letters or more is found through the trigram index instead, and only its matches are sorted. A
 * word without three letters in a row cannot use trigrams (pg_trgm would read its whole index) and
 * is matched by strpos. Narrowed, the names are those of the snippets the filters match (gathered
 * first, as the list's narrowed options are: filters.ts).
 */
export const searchOptions = async (db: Knex, t: OptionTable, { words, after, limit, narrowing }: OptionSearch): Promise<OptionRow[]> => {
  const folded = `lower(t.${t.name})`;
  const query = narrows(narrowing) ? namesOfMatching(db, t.table, t.column, await matchSnippets(db, narrowing)) : db(`${t.table} as t`);
  query.select('t.id', `t.${t.name} as name`, db.raw(`${folded} as sort_key`));
  for (const word of words) {
    if (hasTrigram(word)) query.whereRaw(`${folded} like lower(?)`, [containsPattern(word)]);
    else query.whereRaw(`strpos(${folded}, lower(?)) > 0`, [word]);
  }
  if (after) query.whereRaw(`(${folded}, t.id) > (?, ?::uuid)`, after);
  return (await query.orderByRaw(`${folded}, t.id`).limit(limit + 1)) as OptionRow[];
};

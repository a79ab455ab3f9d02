import type { Knex } from 'knex';

// Issue #12: the internal list's `q` is a case-insensitive substring of the text. A b-tree cannot
// serve '%q%', so with 100,000 snippets every keystroke read the whole table, for the page, the
// total and both narrowed option lists (bench/internal-list.ts).
//
// `text_lower` is the text folded once, when it is written (lower(), the folding ILIKE applies),
// so a search is a plain LIKE: reading every row, as a word found in most snippets must, costs a
// quarter of ILIKE's, which folds each row again (PostgreSQL 105–178 ms → 22–56 ms for 100,000).
// The trigram GIN index on it answers a q of three characters or more from the index: a rare word's
// total in under 1 ms instead of a full read. pg_trgm ships with PostgreSQL (contrib) and is a
// trusted extension, so the database's owner may create it; PGlite loads it from its contrib
// bundle (db/knex.ts `pgliteOptions`).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('ALTER TABLE snippets ADD COLUMN text_lower text GENERATED ALWAYS AS (lower(text)) STORED');
  await knex.raw('CREATE INDEX snippets_text_lower_trgm_idx ON snippets USING gin (text_lower gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS snippets_text_lower_trgm_idx');
  await knex.raw('ALTER TABLE snippets DROP COLUMN IF EXISTS text_lower');
  await knex.raw('DROP EXTENSION IF EXISTS pg_trgm');
}

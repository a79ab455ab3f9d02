import type { Knex } from 'knex';

// Issue #12: the internal list's `q` is a case-insensitive substring of the text (ILIKE '%q%'),
// which a b-tree cannot serve: with 100,000 snippets every keystroke read the whole table, for
// the page, the total and both narrowed option lists (PostgreSQL ~80 ms, PGlite ~400 ms each for
// a rare word). A trigram GIN index answers ILIKE for a q of three characters or more: a rare
// word's total in under 1 ms, a common one's in ~16 ms (figures: bench/internal-list.ts).
// pg_trgm ships with PostgreSQL (contrib) and is a trusted extension, so the database's owner may
// create it; PGlite loads it from its contrib bundle (db/knex.ts `pgliteOptions`).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE INDEX snippets_text_trgm_idx ON snippets USING gin (text gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS snippets_text_trgm_idx');
  await knex.raw('DROP EXTENSION IF EXISTS pg_trgm');
}

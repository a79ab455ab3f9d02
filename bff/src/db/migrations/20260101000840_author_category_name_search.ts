import type { Knex } from 'knex';

// Issue #24, item 1: the author and category pickers search by name where the rows are
// (GET /api/internal/author-options, /category-options; decision 020), at 100,000 authors and
// 10,000 categories. Each table gets two indexes on its folded name:
// - a b-tree on (lower(name), id): the options in the order they are shown, so a page without a
//   search, a common search's first page and every next page (keyset on the same pair) read 51
//   index entries in order instead of sorting the table;
// - a trigram GIN (pg_trgm, migration 20260101000600): a rare search of three letters or more
//   finds its few matches without reading the table.
// PostgreSQL's planner picks between the two by the estimated matches.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE INDEX authors_name_lower_idx ON authors (lower(name), id)');
  await knex.raw('CREATE INDEX authors_name_lower_trgm_idx ON authors USING gin (lower(name) gin_trgm_ops)');
  await knex.raw('CREATE INDEX categories_category_lower_idx ON categories (lower(category), id)');
  await knex.raw('CREATE INDEX categories_category_lower_trgm_idx ON categories USING gin (lower(category) gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS categories_category_lower_trgm_idx');
  await knex.raw('DROP INDEX IF EXISTS categories_category_lower_idx');
  await knex.raw('DROP INDEX IF EXISTS authors_name_lower_trgm_idx');
  await knex.raw('DROP INDEX IF EXISTS authors_name_lower_idx');
}

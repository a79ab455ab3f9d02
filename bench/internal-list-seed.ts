import type { Knex } from 'knex';

/** Authors, categories and snippets at the scale of issue #12 (100,000 snippets; 2,000 authors, 50 categories). */
export const SCALE = { snippets: 100_000, authors: 2_000, categories: 50 };

const SURNAMES = ['Smith', 'Okafor', 'Tanaka', 'Garcia', 'Novak', 'Ivanova', 'Silva', 'Haddad'];
const WORDS = [
  'patience',
  'courage',
  'wisdom',
  'practice',
  'curiosity',
  'kindness',
  'discipline',
  'humility',
  'focus',
  'honesty',
  'learning',
  'failure',
  'habit',
  'craft',
  'attention',
  'trust',
  'effort',
  'time',
  'change',
  'doubt',
];

/**
 * Rows per INSERT … SELECT: set-based, a few statements in all (docs/architecture.md, "Data"), each
 * well within the database client's 15 s query timeout on a busy machine.
 */
const BATCH = 10_000;

/**
 * Replaces the content tables with SCALE's rows, set-based over generate_series. Texts combine
 * three of twenty words, so a word matches about one snippet in seven and a number a handful; a
 * third carry an explanation. Works on PostgreSQL and PGlite.
 */
export const seedInternalScale = async (db: Knex, scale = SCALE): Promise<void> =>
  // One transaction without the bff's statement timeout: a batch of 50,000 rows outlasts it on a busy machine.
  db.transaction(async (trx) => {
    await trx.raw('set local statement_timeout = 0');
    await seed(trx, scale);
  });

const seed = async (db: Knex, scale: typeof SCALE): Promise<void> => {
  await db.raw('delete from snippets_favourites');
  await db.raw('delete from snippets_views');
  await db.raw('delete from snippets');
  await db.raw('delete from authors');
  await db.raw('delete from categories');
  const surnames = `array[${SURNAMES.map((s) => `'${s}'`).join(',')}]`;
  const words = `array[${WORDS.map((s) => `'${s}'`).join(',')}]`;
  for (let from = 1; from <= scale.authors; from += BATCH)
    await db.raw(
      `insert into authors (name) select 'Author ' || g || ' ' || (${surnames})[1 + g % 8] from generate_series(cast(? as int), cast(? as int)) g`,
      [from, Math.min(scale.authors, from + BATCH - 1)],
    );
  await db.raw(`insert into categories (category) select 'Category ' || g from generate_series(1, ?) g`, [scale.categories]);
  // Author and category k are the k-th by id, joined by number: indexing an array of every id
  // instead copied the array for each row, too slow at 100,000 authors (bench/snippet-form-screen.ts).
  for (let from = 1; from <= scale.snippets; from += BATCH) {
    await db.raw(
      `with a as (select id, row_number() over (order by id) - 1 as n from authors),
            c as (select id, row_number() over (order by id) - 1 as n from categories),
            w as (select ${words} as words)
       insert into snippets (text, author, category, detailed_explanation)
       select 'Quote ' || g || ': ' || w.words[1 + g % 20] || ' is the ' || w.words[1 + (g / 20) % 20] ||
              ' of ' || w.words[1 + (g / 400) % 20] || ', and the road is long for all of us who keep walking it.',
              a.id,
              c.id,
              case when g % 3 = 0 then repeat('An explanation paragraph about the quote and why it matters at work. ', 10) end
       from generate_series(cast(? as int), cast(? as int)) as g
       cross join w
       join a on a.n = (cast(g as bigint) * 7919) % ?
       join c on c.n = (g / 2000 + g * 31) % ?
       order by g`,
      [from, Math.min(scale.snippets, from + BATCH - 1), scale.authors, scale.categories],
    );
  }
  await db.raw('analyze snippets');
  await db.raw('analyze authors');
  await db.raw('analyze categories');
};

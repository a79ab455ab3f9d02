import type { Knex } from 'knex';
import { DEFAULT_PROMPT_KEY } from '../contract/snippets';
import { countries } from './seed-data/countries';
import { defaultPrompt } from './seed-data/default-prompt';
import { quotes } from './seed-data/quotes';

// knex rather than the models on purpose: seeding is a bulk write (a few multi-row INSERTs of
// `chunk` rows each; docs/architecture.md, "Data"), not the row-at-a-time work models are for.
const chunk = 500;

/** Ids keyed by name, inserting the names that are not there yet. */
const ensureNames = async (trx: Knex.Transaction, table: string, column: string, names: string[]) => {
  const existing: { id: string; name: string }[] = await trx(table).select('id', `${column} as name`);
  const ids = new Map(existing.map((r) => [r.name, r.id]));
  const missing = [...new Set(names)].filter((n) => !ids.has(n));
  if (missing.length > 0) {
    const inserted: { id: string; name: string }[] = await trx(table)
      .insert(missing.map((n) => ({ [column]: n })))
      .returning(['id', `${column} as name`]);
    for (const r of inserted) ids.set(r.name, r.id);
  }
  return ids;
};

/** Seeds an empty database: the countries, the quotes with their authors and categories, the default prompt. */
export const seedDatabase = async (db: Knex): Promise<{ countries: number; snippets: number }> =>
  db.transaction(async (trx) => {
    let addedCountries = 0;
    let addedSnippets = 0;
    const [{ n: countryCount }] = (await trx('countries').count({ n: '*' })) as [{ n: string }];
    if (Number(countryCount) === 0) {
      await trx
        .batchInsert(
          'countries',
          countries.map((country) => ({ country })),
          chunk,
        )
        .transacting(trx);
      addedCountries = countries.length;
    }
    const [{ n: snippetCount }] = (await trx('snippets').count({ n: '*' })) as [{ n: string }];
    if (Number(snippetCount) === 0 && quotes.length > 0) {
      const authors = await ensureNames(
        trx,
        'authors',
        'name',
        quotes.map((q) => q.author),
      );
      const categories = await ensureNames(
        trx,
        'categories',
        'category',
        quotes.map((q) => q.category),
      );
      const rows = quotes.map((q) => ({
        text: q.text,
        author: authors.get(q.author),
        category: categories.get(q.category),
        detailed_explanation: q.explanation ?? null,
      }));
      await trx.batchInsert('snippets', rows, chunk).transacting(trx);
      addedSnippets = rows.length;
    }
    await trx('settings')
      .insert({
        key: DEFAULT_PROMPT_KEY,
        value: defaultPrompt,
        description: 'Added after the quote and author when an explanation is generated',
      })
      .onConflict('key')
      .ignore();
    return { countries: addedCountries, snippets: addedSnippets };
  });

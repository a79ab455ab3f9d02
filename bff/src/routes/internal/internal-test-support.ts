import type { Knex } from 'knex';
import type { TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { endpoints } from '../../contract/endpoints';

/** A client signed in through the real login route as a new user of this category. */
export const signedInAs = async (t: TestApp, category: 'Internal' | 'Member'): Promise<TestClient> => {
  const user = await createUser(t.db, { category });
  const client = t.client();
  const res = await client.post(endpoints.login.path, { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in as ${category} failed: ${res.status} ${res.text}`);
  return client;
};

/** A snippet to store: its text, author name, category name and explanation. */
export type SnippetSpec = [text: string, author: string, category: string, explanation?: string];

export interface Catalogue {
  authors: Record<string, string>;
  categories: Record<string, string>;
  /** Snippet ids in insertion order (oldest first; the list shows them newest first). */
  snippets: string[];
}

/**
 * Replaces every snippet, author and category with these, inserted one statement each, in order,
 * as an upload or the CMS would (the database numbers `seq`). Names are keys of the returned ids.
 */
export const useCatalogue = async (db: Knex, specs: SnippetSpec[], extra: { authors?: string[]; categories?: string[] } = {}) => {
  await db('snippets').delete();
  await db('authors').delete();
  await db('categories').delete();
  const authorNames = [...new Set([...specs.map((s) => s[1]), ...(extra.authors ?? [])])];
  const categoryNames = [...new Set([...specs.map((s) => s[2]), ...(extra.categories ?? [])])];
  const authors = Object.fromEntries(
    (
      (await db('authors')
        .insert(authorNames.map((name) => ({ name })))
        .returning(['id', 'name'])) as { id: string; name: string }[]
    ).map((r) => [r.name, r.id]),
  );
  const categories = Object.fromEntries(
    (
      (await db('categories')
        .insert(categoryNames.map((category) => ({ category })))
        .returning(['id', 'category'])) as { id: string; category: string }[]
    ).map((r) => [r.category, r.id]),
  );
  const snippets: string[] = [];
  for (const [text, author, category, explanation] of specs) {
    const [row] = (await db('snippets')
      .insert({ text, author: authors[author], category: categories[category], detailed_explanation: explanation ?? null })
      .returning('id')) as { id: string }[];
    snippets.push(row!.id);
  }
  return { authors, categories, snippets } satisfies Catalogue;
};

import type { Knex } from 'knex';
import { SnippetView } from '../../models/snippet-view';
import { withKnownSnippet } from './unknown-snippet';

export interface SnippetViewsDeps {
  db: Knex;
}

/** POST /api/snippets/{id}/view: one snippets_views row per snippet shown (product §4); an unknown snippet is a 404. */
export const createSnippetViews = ({ db }: SnippetViewsDeps) => ({
  async record(userId: string, snippetId: string): Promise<void> {
    await withKnownSnippet(() => SnippetView.query(db).insert({ user_id: userId, snippet_id: snippetId }));
  },
});

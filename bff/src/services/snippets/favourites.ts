import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import type { FavouriteState, MemberSnippet } from '../../contract/snippets';
import { notFound } from '../../http/errors';
import { Favourite } from '../../models/favourite';
import { Snippet } from '../../models/snippet';
import { withKnownSnippet } from './unknown-snippet';

export interface FavouritesDeps {
  db: Knex;
}

/**
 * A Member's favourites (SPEC §2, §4). Every query is keyed by the caller's own user id, so one
 * Member can neither read nor change another's. Adding and removing are idempotent: the unique
 * (user_id, snippet_id) constraint absorbs a double click.
 */
export const createFavourites = ({ db }: FavouritesDeps) => ({
  async add(userId: string, snippetId: string): Promise<FavouriteState> {
    await withKnownSnippet(() =>
      Favourite.query(db).insert({ user_id: userId, snippet_id: snippetId }).onConflict(['user_id', 'snippet_id']).ignore(),
    );
    return { isFavourite: true };
  },

  async remove(userId: string, snippetId: string): Promise<FavouriteState> {
    const removed = await Favourite.query(db).delete().where({ user_id: userId, snippet_id: snippetId });
    // Nothing removed: either it was not a favourite (fine, idempotent) or there is no such snippet.
    if (removed === 0 && !(await Snippet.query(db).findById(snippetId).select('id'))) throw notFound(messages.snippets.notFound);
    return { isFavourite: false };
  },

  /** Newest first; served in index order by snippets_favourites (user_id, created_date desc). */
  async list(userId: string): Promise<MemberSnippet[]> {
    const rows = (await db('snippets_favourites as f')
      .join('snippets as s', 's.id', 'f.snippet_id')
      .join('authors as a', 'a.id', 's.author')
      .join('categories as c', 'c.id', 's.category')
      .where('f.user_id', userId)
      .orderBy([
        { column: 'f.created_date', order: 'desc' },
        { column: 'f.id', order: 'desc' },
      ])
      .select('s.id', 's.text', 'a.name as authorName', 'c.category as categoryName', 's.detailed_explanation')) as Omit<
      MemberSnippet,
      'isFavourite'
    >[];
    return rows.map((row) => ({ ...row, isFavourite: true }));
  },
});

export type Favourites = ReturnType<typeof createFavourites>;

import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import type { SnippetForEditNamed } from '../../contract/options';
import { notFound } from '../../http/errors';

export interface ReadSnippetDeps {
  db: Knex;
}

/**
 * GET /api/internal/snippets/{id}'s data: the snippet as the edit form fills it (SPEC §3), with the
 * names of its author and category for the pickers to show (issue #24), or a 404.
 */
export const createSnippetReader = ({ db }: ReadSnippetDeps) => {
  return async (id: string): Promise<SnippetForEditNamed> => {
    const snippet = (await db('snippets as s')
      .join('authors as a', 'a.id', 's.author')
      .join('categories as c', 'c.id', 's.category')
      .where('s.id', id)
      .first(
        's.text',
        's.author as authorId',
        's.category as categoryId',
        's.detailed_explanation',
        'a.name as authorName',
        'c.category as categoryName',
      )) as SnippetForEditNamed | undefined;
    if (!snippet) throw notFound(messages.snippets.notFound);
    return {
      text: snippet.text,
      authorId: snippet.authorId,
      categoryId: snippet.categoryId,
      detailed_explanation: snippet.detailed_explanation,
      authorName: snippet.authorName,
      categoryName: snippet.categoryName,
    };
  };
};

export type ReadSnippet = ReturnType<typeof createSnippetReader>;

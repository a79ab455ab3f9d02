import type { Knex } from 'knex';
import { messages } from '../../contract/messages';
import type { SnippetForEditNamed } from '../../contract/options';
import { notFound } from '../../http/errors';
import { Snippet } from '../../models/snippet';

export interface ReadSnippetDeps {
  db: Knex;
}

/**
 * GET /api/internal/snippets/{id}'s data: the snippet as the edit form fills it (product §3), with the
 * names of its author and category for the pickers to show (issue #24), or a 404.
 */
export const createSnippetReader = ({ db }: ReadSnippetDeps) => {
  return async (id: string): Promise<SnippetForEditNamed> => {
    const snippet = (await Snippet.query(db)
      .findById(id)
      .joinRelated('[authorRecord, categoryRecord]')
      .select(
        'snippets.text',
        'snippets.author as authorId',
        'snippets.category as categoryId',
        'snippets.detailed_explanation',
        'authorRecord.name as authorName',
        'categoryRecord.category as categoryName',
      )) as (Snippet & SnippetForEditNamed) | undefined;
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

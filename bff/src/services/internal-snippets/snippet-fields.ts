import type { Knex } from 'knex';
import * as v from 'valibot';
import { messages } from '../../contract/messages';
import type { SnippetSaveInput } from '../../contract/snippets';
import { badRequest } from '../../http/errors';
import { Author } from '../../models/author';
import { isForeignKeyViolation } from '../snippets/unknown-snippet';

/** The columns a saved form writes. */
export interface SnippetFields {
  text: string;
  author: string;
  category: string;
  detailed_explanation: string | null;
}

const uuid = v.pipe(v.string(), v.uuid());

/**
 * The form's input as columns. An id that is not a UUID names no author or category (product §3: ids
 * are UUIDs), so it is refused here rather than cast by PostgreSQL into a 500. An explanation that
 * is omitted or blank is stored as none (product §7: omitted when empty).
 */
export const snippetFields = ({ text, authorId, categoryId, explanation }: SnippetSaveInput): SnippetFields => {
  if (!v.is(uuid, authorId)) throw badRequest(messages.internal.authorNotFound);
  if (!v.is(uuid, categoryId)) throw badRequest(messages.internal.categoryNotFound);
  return { text, author: authorId, category: categoryId, detailed_explanation: explanation?.trim() ? explanation : null };
};

/**
 * Runs a write of these fields and turns a foreign-key violation into a 400 naming the unknown
 * author or category. The foreign keys answer in the same statement, so a good save is one round trip.
 */
export const withKnownReferences = async <T>(db: Knex, fields: SnippetFields, write: () => PromiseLike<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const author = await Author.query(db).findById(fields.author).select('id');
    throw badRequest(author ? messages.internal.categoryNotFound : messages.internal.authorNotFound);
  }
};

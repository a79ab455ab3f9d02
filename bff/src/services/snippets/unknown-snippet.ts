import { messages } from '../../contract/messages';
import { notFound } from '../../http/errors';

/** PostgreSQL's foreign-key violation, looked for through objection's and knex-pglite's wrappers. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; nativeError?: { code?: unknown } } | null;
  return typeof e === 'object' && e !== null && (e.code === '23503' || e.nativeError?.code === '23503');
};

/**
 * Runs an insert that refers to a snippet and turns "no such snippet" into a 404. The foreign key
 * answers it in the same statement, so the common case is one round trip and no race with a delete.
 */
export const withKnownSnippet = async <T>(insert: () => PromiseLike<T>): Promise<T> => {
  try {
    return await insert();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(messages.snippets.notFound);
    throw error;
  }
};

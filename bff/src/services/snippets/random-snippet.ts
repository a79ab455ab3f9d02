import type { Knex } from 'knex';
import type { MemberSnippet } from '../../contract/member-snippets';
import { drawAgain, drawFirst } from './sql';

export interface RandomSnippetDeps {
  db: Knex;
  /** Uniform numbers in [0, 1): every draw's first number comes from here (tests pass a fixed one). */
  random?: () => number;
}

/**
 * GET /api/snippets/random's data: a uniformly drawn snippet for this user, never `exclude` while
 * another exists (sql.ts holds the statements). The first draw's number is drawn here, in the
 * process, whether the draw rides on the session read (`firstDrawValues`, routes/members/snippets.ts)
 * or runs on its own (`pick` without `drawn`): a batch of session reads is one statement, in which
 * PostgreSQL's `random()` would give every request the same number (docs/decisions/014).
 */
export const createRandomSnippet = ({ db, random = Math.random }: RandomSnippetDeps) => {
  /** The first draw's parameters for a request: the excluded id (or null) and its number. */
  const firstDrawValues = (exclude?: string | null): [string | null, number] => [exclude ?? null, random()];

  return {
    firstDrawValues,

    /**
     * `drawn` is the first draw's result when it was already made (with the session's read); a miss
     * there, like a miss here, goes on to the full draw. Both steps draw uniformly and the second
     * runs only after the first found nothing, so the answer stays uniform.
     */
    async pick(userId: string, exclude?: string, drawn?: MemberSnippet | null): Promise<MemberSnippet | undefined> {
      const first = drawn === undefined ? await drawFirst(db, userId, ...firstDrawValues(exclude)) : drawn;
      return first ?? (await drawAgain(db, userId, exclude ?? null));
    },
  };
};

import type { Endpoint, ResponseOf } from '@nextlevel/bff/contract';

/** A success answer that is not what its endpoint's definition says: the contract and the bff disagree. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

interface StandardIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/** Where the first issue is, as `user.first_visit` ("(root)" for the answer itself). */
const placeOf = (issue: StandardIssue): string =>
  issue.path?.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.') || '(root)';

/**
 * The answer of `definition`, checked against its response schema in development and tests, so a
 * changed shape fails a test rather than a user; production builds skip the check (the bundler
 * drops it with `process.env.NODE_ENV`). The schema is run through its Standard Schema interface,
 * so the shell's `/` imports no validation library for it.
 */
export function checkAnswer<E extends Endpoint>(definition: E, body: unknown): ResponseOf<E> {
  if (process.env.NODE_ENV !== 'production') {
    const expected = definition.response;
    if (expected === undefined) {
      if (body !== undefined)
        throw new ContractMismatchError(`${definition.method} ${definition.path} answered a body where none was defined`);
    } else {
      const result = expected['~standard'].validate(body);
      if (result instanceof Promise) throw new Error(`${definition.path}: a response schema must be synchronous`);
      const issue = result.issues?.[0];
      if (issue)
        throw new ContractMismatchError(
          `${definition.method} ${definition.path} answered off its contract (${placeOf(issue)}: ${issue.message})`,
        );
    }
  }
  return body as ResponseOf<E>;
}

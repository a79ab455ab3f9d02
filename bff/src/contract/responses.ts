import type { Country } from './countries';
import type { api } from './paths';
import type { UserResponse } from './user';

/**
 * What each /api route answers when it succeeds, by its name in `api` and its method: the JSON
 * body, or `undefined` when it sends none (a 201 or 204 without a body). Screen stories type their
 * fixtures with it (@nextlevel/shell/stories, issue #14), so a shape changed here fails a stale one.
 */
export interface ApiResponses {
  user: { GET: UserResponse };
  countries: { GET: Country[] };
}

/** A name of `api`. */
export type ApiRouteName = keyof typeof api;

// Every path of `api` has its answer above: a path added without one fails the typecheck here.
type NoneMissing<Missing extends never> = Missing;
export type ApiResponsesCoverEveryPath = NoneMissing<Exclude<ApiRouteName, keyof ApiResponses>>;

import type { Country } from './countries';
import type { MessageResponse } from './messages';
import type { api } from './paths';
import type { FavouriteState, MemberSnippet } from './snippets';
import type { CurrentUser, UserResponse, VerifyEmailResponse } from './user';

/**
 * What each /api route answers when it succeeds, by its name in `api` and its method: the JSON
 * body, or `undefined` when it sends none (a 201 or 204 without a body). Screen stories type their
 * fixtures with it (@nextlevel/shell/stories, issue #14), so a shape changed here fails a stale one.
 */
export interface ApiResponses {
  user: { GET: UserResponse };
  login: { POST: UserResponse };
  register: { POST: MessageResponse };
  logout: { POST: MessageResponse };
  countries: { GET: Country[] };
  resendVerification: { POST: MessageResponse };
  verifyEmail: { GET: VerifyEmailResponse };
  requestPasswordReset: { POST: MessageResponse };
  resetPassword: { POST: MessageResponse };
  /** The user is there when the name or country changed (the sidebar shows it at once). */
  memberSettings: { PUT: MessageResponse & { user?: CurrentUser } };
  /** 204 without a body when there is no snippet at all. */
  randomSnippet: { GET: MemberSnippet | undefined };
  snippetView: { POST: undefined };
  snippetFavourite: { POST: FavouriteState; DELETE: FavouriteState };
  favourites: { GET: MemberSnippet[] };
}

/** A name of `api`. */
export type ApiRouteName = keyof typeof api;

// Every path of `api` has its answer above: a path added without one fails the typecheck here.
type NoneMissing<Missing extends never> = Missing;
export type ApiResponsesCoverEveryPath = NoneMissing<Exclude<ApiRouteName, keyof ApiResponses>>;

import type Router from '@koa/router';
import type { Context } from 'koa';
import type { UserCategory } from '../contract/user';

/**
 * A route's read that rides on its request's session read: one statement, one database round
 * trip instead of two (docs/decisions/013). For a measured hot route only; every other route
 * reads after the session as usual. The session is still read from the database on every
 * request, so revoking it anywhere is seen at once. A route declares it beside itself with
 * `rideOnSessionRead`; the session store (store.ts) runs every read its app's routers declared.
 */
export interface JoinedRead {
  /** The request it serves, by method and exact path. */
  method: string;
  path: string;
  /** Run only for a signed-in user of this category (the route's own role); others read nothing more. */
  category: UserCategory;
  /**
   * At most one row, as SQL: `user` is the signed-in user's id (a column of the session read),
   * `param(n)` the n-th of `values` (1-based). It runs once per request of a batch: anything random
   * must come from `values`, since PostgreSQL evaluates a subquery that refers to no outer value
   * once per statement.
   */
  sql(user: string, param: (n: number) => string): string;
  /**
   * Each parameter's PostgreSQL type: the reads of requests that arrive together go as one
   * statement (docs/decisions/014), each parameter as one array of that type.
   */
  types: string[];
  /** Its parameters from the request, or undefined for a request the route refuses (its 400): nothing rides along then. */
  values(ctx: Context): unknown[] | undefined;
}

const declared = new WeakMap<Router, JoinedRead[]>();

/** Declares, on the router of the route it serves, a read that rides on that route's session read. */
export const rideOnSessionRead = (router: Router, read: JoinedRead): void => {
  declared.set(router, [...(declared.get(router) ?? []), read]);
};

/** The reads these routers declared: what the app hands its session store. */
export const joinedReadsOf = (routers: readonly Router[]): JoinedRead[] => routers.flatMap((router) => declared.get(router) ?? []);

const JOINED = Symbol('joinedRead');
type WithJoined = Context & { [JOINED]?: unknown };

export const keepJoinedResult = (ctx: Context, row: unknown): void => {
  (ctx as WithJoined)[JOINED] = row ?? null;
};

/**
 * What the session read brought for this route: its row, null when it found none, undefined
 * when nothing rode along (no joined read for the request, or its parameters were invalid).
 */
export const joinedResult = <Row>(ctx: Context): Row | null | undefined => (ctx as WithJoined)[JOINED] as Row | null | undefined;

export const joinedReadKey = (method: string, path: string): string => `${method} ${path}`;

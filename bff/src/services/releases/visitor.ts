import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { RemoteArea } from '../../contract/areas';
import { VISITOR_COOKIE } from '../../contract/paths';
import type { Remotes } from '../../contract/remotes';
import type { RemotesState } from '../../static/remotes-source';
import type { LiveReleaseState } from './live-releases';
import { murmur3 } from './murmur3';

const YEAR_MS = 365 * 86_400_000;
/** A random visitor id (`r` and 22 base64url characters, 128 bits) or one derived from a user (`u` and 22). */
const VISITOR_ID = /^[ru][A-Za-z0-9_-]{22}$/;

/** A visitor id's bucket for a release, 0 to 99: the same in every process, different per release. */
export const canaryBucket = (visitorId: string, releaseId: string): number => murmur3(`${visitorId}:${releaseId}`) % 100;

/** Whether a visitor is among a canary's `share` percent (decision 028). */
export const inCanary = (visitorId: string, canary: { id: string; share: number }): boolean =>
  canaryBucket(visitorId, canary.id) < canary.share;

export const newVisitorId = (): string => `r${randomBytes(16).toString('base64url')}`;

/** A signed-in user's visitor id: keyed by the site's first session key, so the cookie does not carry the user's id. */
export const userVisitorId = (userId: string, key: string): string =>
  `u${createHmac('sha256', key).update(`visitor:${userId}`).digest('base64url').slice(0, 22)}`;

const cookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  signed: false,
  overwrite: true,
  maxAge: YEAR_MS,
});

/**
 * Sets the cookie; a Secure one also behind a TLS-terminating proxy the bff does not trust for its
 * headers (koa would otherwise refuse a Secure cookie on what it sees as plain http), as the session
 * cookie does (sessions/middleware.ts).
 */
const setVisitorCookie = (ctx: Context, id: string, secure: boolean): void => {
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(VISITOR_COOKIE, id, cookieOptions(secure));
};

/** The visitor id the request carries, if it carries a well-formed one. */
export const visitorIdOf = (ctx: Context): string | undefined => {
  const id = ctx.cookies.get(VISITOR_COOKIE, { signed: false });
  return id && VISITOR_ID.test(id) ? id : undefined;
};

/** The visitor id of a page request: the cookie's, or a new random one set on the answer (a year, httpOnly, SameSite=Lax). */
export const ensureVisitorId = (ctx: Context, secure: boolean): string => {
  const id = visitorIdOf(ctx);
  if (id) return id;
  const made = newVisitorId();
  setVisitorCookie(ctx, made, secure);
  return made;
};

/** Once a session has a user, the visitor cookie becomes the user's, so every browser of theirs gets the same builds. */
export const syncUserVisitorId = (ctx: Context, userId: string, key: string, secure: boolean): void => {
  const id = userVisitorId(userId, key);
  if (ctx.cookies.get(VISITOR_COOKIE, { signed: false }) !== id) setVisitorCookie(ctx, id, secure);
};

type Canaries = LiveReleaseState['canaries'];
const byState = new WeakMap<RemotesState, Map<string, Remotes>>();

/**
 * The remotes map of one visitor: the state's map with each canary's manifest in place of its
 * area's where the visitor is in that canary. The few distinct maps (one per set of canaries a
 * visitor is in) are made once per state and handed back as the same objects, so what is derived
 * from them (the page's JSON, the composed page) is cached by identity.
 */
export const visitorRemotes = (state: RemotesState, visitorId: string | undefined): Remotes => {
  const areas = Object.keys(state.canaries) as RemoteArea[];
  if (areas.length === 0 || !visitorId) return state.remotes;
  const chosen = areas.filter((area) => inCanary(visitorId, state.canaries[area]!));
  if (chosen.length === 0) return state.remotes;
  let maps = byState.get(state);
  if (!maps) {
    maps = new Map();
    byState.set(state, maps);
  }
  const key = chosen.join(',');
  let remotes = maps.get(key);
  if (!remotes) {
    remotes = { ...state.remotes };
    for (const area of chosen) remotes[area] = state.canaries[area]!.manifest;
    maps.set(key, remotes);
  }
  return remotes;
};

/** The build the bff serves a visitor for an area: the canary's if they are in it, else the live release's (null when not known). */
export const servedBuild = (
  releases: Pick<LiveReleaseState, 'live' | 'canaries'>,
  area: RemoteArea,
  visitorId: string | undefined,
): string | null => {
  const canary = (releases.canaries as Canaries)[area];
  if (canary && visitorId && inCanary(visitorId, canary)) return canary.buildVersion;
  return releases.live[area]?.buildVersion ?? null;
};

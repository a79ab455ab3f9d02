import type { Context, Middleware } from 'koa';
import { releaseMessages } from '../contract/releases';
import type { UserCategory } from '../contract/user';
import { forbidden, unauthorized } from '../http/errors';
import { currentUser } from './roles';

/** A deploy token a request presented and the bff knows (issue #26): its id and its area. */
export interface PresentedToken {
  id: string;
  area: string;
}

declare module 'koa' {
  interface DefaultState {
    /** Set on a request with `Authorization: Bearer …` (deployTokens): the token, or null when unknown or revoked. */
    deployToken?: PresentedToken | null;
  }
}

/** The request's bearer token, if its Authorization header carries one. */
export const bearerToken = (ctx: Pick<Context, 'get'>): string | undefined =>
  /^Bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i.exec(ctx.get('Authorization'))?.[1];

/** Looks up the bearer token of a request that carries one, once, before the routes (one indexed read; none without a token). */
export const deployTokens =
  (lookUp: (token: string) => Promise<PresentedToken | null>): Middleware =>
  async (ctx, next) => {
    const token = bearerToken(ctx);
    if (token !== undefined) ctx.state.deployToken = await lookUp(token);
    await next();
  };

/** The area a request names: its `:area`, else its JSON body's `area`. */
const namedArea = (ctx: Context): unknown =>
  (ctx.params as Record<string, string> | undefined)?.area ?? (ctx.request as { body?: { area?: unknown } | null }).body?.area;

/**
 * The deploy-token role's check (contract/endpoint.ts): a presented token decides alone (401 when
 * unknown or revoked, 403 for another area than the one the request names); without one, the
 * session must be of `category` (401 signed out, 403 another).
 */
export const requireDeployTokenOr =
  (category: UserCategory): Middleware =>
  async (ctx, next) => {
    const token = ctx.state.deployToken;
    if (token === null) throw unauthorized(releaseMessages.tokenInvalid);
    if (token === undefined) {
      if (currentUser(ctx).category !== category) throw forbidden();
    } else if (token.area !== namedArea(ctx)) {
      throw forbidden(releaseMessages.tokenOtherArea);
    }
    await next();
  };

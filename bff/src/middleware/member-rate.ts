import type { Middleware } from 'koa';
import type { AppDeps } from '../app-deps';
import type { MemberRateAction } from '../config/config';
import { messages } from '../contract/messages';
import { createTokenBuckets, type TokenBuckets } from '../services/rate-limit/token-buckets';
import { currentUser } from './roles';

const buckets = new WeakMap<AppDeps, TokenBuckets>();
/** The app's one set of buckets, shared by the routers that limit Members. */
const bucketsFor = (deps: AppDeps): TokenBuckets => {
  let made = buckets.get(deps);
  if (!made) {
    made = createTokenBuckets({ clock: deps.clock });
    buckets.set(deps, made);
  }
  return made;
};

const refusals: Record<MemberRateAction, string> = {
  pageViews: messages.analytics.tooManyRequests,
  events: messages.analytics.tooManyRequests,
  visitStarts: messages.analytics.tooManyRequests,
  visitEnds: messages.analytics.tooManyRequests,
  snippetViews: messages.snippets.tooManyViews,
};

/**
 * A per-Member flood limit (issue #23 item 5): `config.memberRates[action]` per signed-in user,
 * counted in the process, then 429 with Retry-After. After the role check, before the body is used.
 */
export const memberRate = (deps: AppDeps, action: MemberRateAction): Middleware => {
  const limiter = bucketsFor(deps);
  const { limit, windowMs } = deps.config.memberRates[action];
  return async (ctx, next) => {
    limiter.consume([{ key: `${action}:${currentUser(ctx).id}`, limit, windowMs }], { message: refusals[action] });
    await next();
  };
};

import type { AppDeps } from '../../app-deps';
import { renderEmail } from '../mail/layout';
import { insertMail } from '../mail/outbox-store';
import { passwordHasher } from '../passwords';
import { revokeUserSessions } from '../../sessions/sign-in';
import { createAccountMailer, type MailQueue } from './account-mailer';
import { createAuthService, type AuthService } from './auth-service';
import type { AuthDeps } from './deps';
import type { RateLimitPolicy } from './rate-limits';

/**
 * The auth service's dependencies out of the app's. Without an outbox worker (some tests) mails
 * are still queued in mail_outbox, where the worker of any other process will pick them up.
 */
export const authDepsFrom = (app: AppDeps, rateLimits?: RateLimitPolicy): AuthDeps => {
  const queue: MailQueue = app.outbox ?? { enqueue: async (trx, message) => void (await insertMail(trx, message, app.clock.now())) };
  return {
    db: app.db,
    clock: app.clock,
    logger: app.logger,
    publicUrl: app.config.publicUrl,
    passwords: passwordHasher(app.config.passwordHashCost),
    mailer: createAccountMailer(queue, renderEmail),
    sessions: {
      revokeUserSessions: (userId, exceptSessionHash) => revokeUserSessions(app.db, userId, { exceptCurrentHash: exceptSessionHash }),
    },
    rateLimits: rateLimits ?? app.config.rateLimits,
  };
};

const services = new WeakMap<AppDeps, AuthService>();

/**
 * The app's one auth service. Several routers use it (auth/*, members/settings); each asks for it
 * with the app's deps and all get the instance built first, so there is one sign-in dummy hash
 * and one limiter per app (its counters live in auth_rate_limits, shared by every process anyway).
 */
export const authServiceFor = (app: AppDeps): AuthService => {
  let service = services.get(app);
  if (!service) {
    service = createAuthService(authDepsFrom(app));
    services.set(app, service);
  }
  return service;
};

import type { AppDeps } from '../../app-deps';
import { renderEmail } from '../mail/layout';
import { insertMail } from '../mail/outbox-store';
import { hashPassword, verifyPassword } from '../passwords';
import { revokeUserSessions } from '../../sessions/sign-in';
import { createAccountMailer, type MailQueue } from './account-mailer';
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
    passwords: { hash: hashPassword, verify: verifyPassword },
    mailer: createAccountMailer(queue, renderEmail),
    sessions: { revokeUserSessions: (userId, exceptSessionHash) => revokeUserSessions(app.db, userId, { exceptCurrentHash: exceptSessionHash }) },
    rateLimits: rateLimits ?? app.config.rateLimits,
  };
};

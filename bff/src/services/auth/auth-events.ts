import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../app-deps';
import { recordActivity, type ActivityInput } from '../activity/record';

export type AuthEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'logout'
  | 'registered'
  | 'register.existing'
  | 'register.replaced'
  | 'verification.sent'
  | 'mail.withheld'
  | 'email.verified'
  | 'verification.failed'
  | 'verification.repeated'
  | 'reset.requested'
  | 'reset.completed'
  | 'reset.failed'
  | 'settings.changed'
  | 'settings.failed'
  | 'passkey.added'
  | 'passkey.renamed'
  | 'passkey.removed'
  | 'passkey.failed'
  | 'mfa.enabled'
  | 'mfa.disabled'
  | 'mfa.recovery-codes-regenerated'
  | 'mfa.failed'
  | 'login.second-step';

/** What an auth log line may carry: ids and reasons only, so no token or password can slip in. */
export interface AuthEventFields {
  userId?: string | undefined;
  ip?: string | undefined;
  reason?:
    | 'unknown-email'
    | 'wrong-password'
    | 'unverified'
    | 'invalid-token'
    | 'email-taken'
    | 'unknown-passkey'
    | 'bad-passkey'
    | 'stale-challenge'
    | 'wrong-code'
    | 'reused-code';
  /** How a sign-in proved who it was (issue #27): absent for a password. */
  method?: 'passkey';
  changed?: string[];
}

export const logAuthEvent = (logger: Logger, event: AuthEvent, fields: AuthEventFields = {}): void => {
  const level = event.endsWith('.failed') ? 'warn' : 'info';
  logger[level]({ authEvent: event, ...fields }, `auth ${event}`);
};

/** Where an auth event goes besides the process log: the activity log (issue #27 item 7). */
export interface AuthEventDeps {
  db: Knex;
  logger: Logger;
  clock: Clock;
}

/** What the activity log takes beside the process log's fields: the browser, and whether a changed address is now pending. */
export interface ActivityExtras {
  userAgent?: string | undefined;
  emailPending?: boolean | undefined;
  /** How the second step of a sign-in was passed (issue #27 item 4). */
  secondStep?: 'one-time code' | 'recovery code' | undefined;
}

/** The activity-log entries an auth event makes; most make one, some none (a reset asked for an unknown address). */
const activityOf = (event: AuthEvent, fields: AuthEventFields & ActivityExtras): Omit<ActivityInput, 'ip' | 'userAgent' | 'at'>[] => {
  const { userId } = fields;
  switch (event) {
    case 'login.succeeded':
      return [{ kind: 'sign-in', actorUserId: userId, ...(fields.method ? { details: { method: `with a ${fields.method}` } } : {}) }];
    case 'login.failed':
      // Whoever tried is unknown; the account tried (when there is one) is the event's.
      return [
        {
          kind: 'sign-in-failed',
          actorUserId: null,
          subjectUserId: userId,
          details: { reason: fields.reason ?? null, ...(fields.method ? { method: fields.method } : {}) },
        },
      ];
    case 'passkey.added':
      return [{ kind: 'factor-added', actorUserId: userId, details: { factor: 'passkey' } }];
    case 'passkey.removed':
      return [{ kind: 'factor-removed', actorUserId: userId, details: { factor: 'passkey' } }];
    case 'logout':
      return userId ? [{ kind: 'sign-out', actorUserId: userId }] : [];
    case 'reset.requested':
      return userId ? [{ kind: 'reset-requested', actorUserId: null, subjectUserId: userId }] : [];
    case 'reset.completed':
      return [{ kind: 'reset-completed', actorUserId: userId }];
    case 'settings.changed':
      return [
        ...(fields.changed?.includes('password') ? [{ kind: 'password-changed' as const, actorUserId: userId }] : []),
        ...(fields.changed?.includes('email')
          ? [
              {
                kind: 'email-changed' as const,
                actorUserId: userId,
                details: { stage: fields.emailPending === false ? 'cancelled' : 'requested' },
              },
            ]
          : []),
      ];
    // One-time codes (issue #27 items 4-6, decision 031).
    case 'login.second-step':
      return [{ kind: 'sign-in', actorUserId: userId, details: { method: `with a ${fields.secondStep ?? 'one-time code'}` } }];
    case 'mfa.enabled':
      return [{ kind: 'factor-added', actorUserId: userId, details: { factor: 'one-time codes' } }];
    case 'mfa.disabled':
      return [{ kind: 'factor-removed', actorUserId: userId, details: { factor: 'one-time codes' } }];
    case 'mfa.recovery-codes-regenerated':
      return [{ kind: 'recovery-codes-regenerated', actorUserId: userId }];
    case 'email.verified':
      return fields.changed?.includes('email') ? [{ kind: 'email-changed', actorUserId: userId, details: { stage: 'confirmed' } }] : [];
    default:
      return [];
  }
};

/**
 * Logs an auth event to the process log and appends what it means to the activity log, with the
 * client's address and browser. The call sites of logAuthEvent that matter to a user's security
 * (sign-in, failed sign-in, sign-out, reset, password and address changes) call this instead.
 */
export const recordAuthEvent = async (
  deps: AuthEventDeps,
  event: AuthEvent,
  fields: AuthEventFields & ActivityExtras = {},
): Promise<void> => {
  const { userAgent, emailPending, secondStep, ...logged } = fields;
  logAuthEvent(deps.logger, event, logged);
  for (const entry of activityOf(event, { ...logged, emailPending, secondStep })) {
    await recordActivity(deps.db, { ...entry, ip: logged.ip, userAgent, at: deps.clock.now() });
  }
};

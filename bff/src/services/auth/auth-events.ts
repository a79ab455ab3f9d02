import type { Logger } from 'pino';

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
  | 'passkey.failed';

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
    | 'stale-challenge';
  /** How a sign-in proved who it was (issue #27): absent for a password. */
  method?: 'passkey';
  changed?: string[];
}

export const logAuthEvent = (logger: Logger, event: AuthEvent, fields: AuthEventFields = {}): void => {
  const level = event.endsWith('.failed') ? 'warn' : 'info';
  logger[level]({ authEvent: event, ...fields }, `auth ${event}`);
};

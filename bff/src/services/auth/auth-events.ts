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
  | 'mfa.enabled'
  | 'mfa.disabled'
  | 'mfa.failed'
  | 'login.second-step';

/** What an auth log line may carry: ids and reasons only, so no token or password can slip in. */
export interface AuthEventFields {
  userId?: string | undefined;
  ip?: string | undefined;
  reason?: 'unknown-email' | 'wrong-password' | 'unverified' | 'invalid-token' | 'email-taken' | 'wrong-code' | 'reused-code';
  changed?: string[];
}

export const logAuthEvent = (logger: Logger, event: AuthEvent, fields: AuthEventFields = {}): void => {
  const level = event.endsWith('.failed') ? 'warn' : 'info';
  logger[level]({ authEvent: event, ...fields }, `auth ${event}`);
};

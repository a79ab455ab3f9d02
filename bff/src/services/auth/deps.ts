import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../app-deps';
import type { EmailParts } from '../../mail-templates/email-parts';
import type { RateLimitPolicy } from './rate-limits';
import type { SettingsLimitPolicy } from './settings-limits';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
}

/** Queues an account mail inside the caller's transaction, so it is sent only if the change commits. */
export interface AccountMailer {
  send(trx: Knex.Transaction, to: string, parts: EmailParts): Promise<void>;
}

/** Ends login sessions of a user, all of them or all but the one being used. */
export interface SessionRevoker {
  revokeUserSessions(userId: string, exceptSessionId?: string): Promise<unknown>;
}

export interface AuthDeps {
  db: Knex;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  passwords: PasswordHasher;
  mailer: AccountMailer;
  sessions: SessionRevoker;
  rateLimits?: RateLimitPolicy;
  /** Current-password and address-change limits of the settings screen (issue #9). */
  settingsLimits?: SettingsLimitPolicy;
  /** Minimum duration of reset and resend requests (enumeration by timing); default 250 ms. */
  responseFloorMs?: number;
}

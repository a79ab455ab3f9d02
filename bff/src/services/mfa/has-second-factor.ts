import type { Knex } from 'knex';
import { UserTotp } from '../../models/user-totp';

/**
 * The policy's one question (issue #27 item 5): does this user hold a second factor? Confirmed
 * one-time codes do; a passkey counts as both factors, so the passkeys change adds its table here.
 */
export const hasSecondFactor = async (db: Knex | Knex.Transaction, userId: string): Promise<boolean> =>
  Boolean(await UserTotp.query(db).findById(userId).whereNotNull('confirmed_at').select('user_id'));

/** Does the policy (REQUIRE_MFA_FOR) name this category? */
export const policyCovers = (requiredFor: readonly string[], category: string): boolean => requiredFor.includes(category);

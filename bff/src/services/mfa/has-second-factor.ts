import type { Knex } from 'knex';
import { Passkey } from '../../models/passkey';
import { UserTotp } from '../../models/user-totp';

/**
 * The policy's one question (issue #27 item 5): does this user hold a second factor? Confirmed
 * one-time codes do, and so does a
 * passkey (it counts as both factors).
 */
export const hasSecondFactor = async (db: Knex | Knex.Transaction, userId: string): Promise<boolean> => {
  const [codes, passkey] = await Promise.all([
    UserTotp.query(db).findById(userId).whereNotNull('confirmed_at').select('user_id'),
    Passkey.query(db).where('user_id', userId).select('id').first(),
  ]);
  return Boolean(codes ?? passkey);
};

/** Does the policy (REQUIRE_MFA_FOR) name this category? */
export const policyCovers = (requiredFor: readonly string[], category: string): boolean => requiredFor.includes(category);

import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { passkeyMessages } from '../../contract/messages/passkeys';
import { badRequest } from '../../http/errors';
import { PasskeyChallenge } from '../../models/passkey-challenge';

/** How long a WebAuthn ceremony may take, from its options to its answer (decision 030). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = PasskeyChallenge['purpose'];

/**
 * Challenges in `passkey_challenges`: one per binding and purpose (a new one replaces the last),
 * taken by deleting it, so a challenge answers at most one request however many race for it.
 */
export const createChallenges = ({ db, clock }: { db: Knex; clock: Clock }) => ({
  /** Stores the challenge of fresh options; ended ones of anyone are swept on the way. */
  async issue(purpose: ChallengePurpose, boundTo: string, userId: string | null, challenge: string): Promise<void> {
    const now = clock.now();
    await db.transaction(async (trx) => {
      await PasskeyChallenge.query(trx).where('expires_at', '<=', now).delete();
      await PasskeyChallenge.query(trx).where({ bound_to: boundTo, purpose }).delete();
      await PasskeyChallenge.query(trx).insert({
        purpose,
        bound_to: boundTo,
        user_id: userId,
        challenge,
        expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
      });
    });
  },

  /** The binding's live challenge, deleted as it is read; a used, expired or unknown one is a 400. */
  async take(purpose: ChallengePurpose, boundTo: string | undefined, userId: string | null): Promise<string> {
    if (!boundTo) throw badRequest(passkeyMessages.challengeExpired);
    const rows = await PasskeyChallenge.query(db).where({ bound_to: boundTo, purpose }).delete().returning('*');
    const row = rows[0];
    if (!row || new Date(row.expires_at).getTime() <= clock.now().getTime() || row.user_id !== userId) {
      throw badRequest(passkeyMessages.challengeExpired);
    }
    return row.challenge;
  },
});

export type Challenges = ReturnType<typeof createChallenges>;

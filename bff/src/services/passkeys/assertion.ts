import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Knex } from 'knex';
import type { AuthenticationResponseInput } from '../../contract/passkeys';
import { Passkey } from '../../models/passkey';
import type { RelyingParty } from './relying-party';

/** Checks an assertion against one stored passkey; answers the new counter, or undefined when it does not verify. */
export const verifyAssertion = async (
  rp: RelyingParty,
  passkey: Passkey,
  assertion: AuthenticationResponseInput,
  challenge: string,
): Promise<number | undefined> => {
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    // The library throws for every refusal (origin, RP ID, challenge, counter, malformed data).
    return undefined;
  }
};

/** Records a good assertion: its counter and when the passkey was last used. */
export const recordPasskeyUse = (db: Knex, passkey: Passkey, counter: number, at: Date) =>
  Passkey.query(db).findById(passkey.id).patch({ counter, last_used_at: at });

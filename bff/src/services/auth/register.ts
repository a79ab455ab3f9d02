import { messages } from '../../contract/messages';
import type { MessageResponse } from '../../contract/messages';
import type { RegisterInput } from '../../contract/auth';
import { badRequest } from '../../http/errors';
import { User } from '../../models/user';
import { alreadyRegisteredEmail } from '../../mail-templates/already-registered';
import { verificationEmail } from '../../mail-templates/verification';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { RateLimiter } from './rate-limiter';
import { rulesFor, type RateLimitPolicy } from './rate-limits';
import { issueToken, VERIFICATION_TTL_MS } from './tokens';
import { countryExists, findUserByEmail, isUniqueViolation, normaliseEmail } from './users';

/**
 * Sign-up. An address that already has an account answers exactly as a fresh sign-up does
 * (same message, same hashing work) and its owner gets an "already registered" mail instead.
 */
export const createRegister =
  (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy) =>
  async (input: RegisterInput, ip: string): Promise<MessageResponse> => {
    await limiter.consume(rulesFor(policy, 'register', ip, input.email));
    const email = normaliseEmail(input.email);
    const passwordHash = await deps.passwords.hash(input.password);
    if (!(await countryExists(deps.db, input.country_id))) throw badRequest(messages.validation.countryRequired);
    const noticeToOwner = async () =>
      deps.db.transaction(async (trx) => {
        const owner = await findUserByEmail(trx, email);
        if (!owner) return;
        await deps.mailer.send(trx, owner.email, alreadyRegisteredEmail({ publicUrl: deps.publicUrl, firstName: owner.first_name }));
        logAuthEvent(deps.logger, 'register.existing', { userId: owner.id, ip });
      });
    if (await findUserByEmail(deps.db, email)) {
      await noticeToOwner();
      return { message: messages.auth.registered };
    }
    const token = issueToken(deps.clock.now(), VERIFICATION_TTL_MS);
    try {
      await deps.db.transaction(async (trx) => {
        const row = await User.query(trx).insert({
          first_name: input.first_name,
          last_name: input.last_name,
          email,
          password: passwordHash,
          country_id: input.country_id,
          category: 'Member',
          email_verified: false,
          verification_token_hash: token.hash,
          verification_token_expires: token.expires,
        });
        await deps.mailer.send(
          trx,
          email,
          verificationEmail({ publicUrl: deps.publicUrl, firstName: input.first_name, token: token.token }),
        );
        logAuthEvent(deps.logger, 'registered', { userId: row.id, ip });
      });
    } catch (error) {
      // Two sign-ups for one address at once: the loser is treated as "already registered".
      if (!isUniqueViolation(error)) throw error;
      await noticeToOwner();
    }
    return { message: messages.auth.registered };
  };

import { messages } from '../../contract/messages';
import type { RegisterInput } from '../../contract/auth';
import { badRequest } from '../../http/errors';
import { User } from '../../models/user';
import { verificationEmail } from '../../mail-templates/verification';
import { logAuthEvent } from './auth-events';
import type { AuthDeps } from './deps';
import type { MailAllowance } from './mail-allowance';
import type { RateLimiter } from './rate-limiter';
import { rulesFor, type RateLimitPolicy } from './rate-limits';
import { signUpOverExisting, type SignUpClaim } from './sign-up-over-existing';
import { issueNonce, issueToken, VERIFICATION_TTL_MS } from './tokens';
import { countryExists, findUserByEmail, isUniqueViolation, normaliseEmail } from './users';

/** The answer, and the nonce for the sign-up cookie of the browser that sent it (decision 016). */
export interface RegisterResult {
  message: string;
  signupNonce: string;
}

/** A new account and its verification mail; false when a concurrent sign-up created the address first. */
const createAccount = async (deps: AuthDeps, claim: SignUpClaim, ip: string, mail: boolean): Promise<boolean> => {
  const token = issueToken(deps.clock.now(), VERIFICATION_TTL_MS);
  try {
    await deps.db.transaction(async (trx) => {
      const row = await User.query(trx).insert({
        first_name: claim.first_name,
        last_name: claim.last_name,
        email: claim.email,
        password: claim.passwordHash,
        country_id: claim.country_id,
        category: 'Member',
        email_verified: false,
        verification_token_hash: token.hash,
        verification_token_expires: token.expires,
        signup_nonce_hash: claim.nonceHash,
      });
      if (mail) {
        await deps.mailer.send(
          trx,
          claim.email,
          verificationEmail({ publicUrl: deps.publicUrl, firstName: claim.first_name, token: token.token }),
        );
      }
      logAuthEvent(deps.logger, mail ? 'registered' : 'mail.withheld', { userId: row.id, ip });
    });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
};

/**
 * Sign-up. An address that already has an account answers exactly as a fresh sign-up does
 * (same message, same hashing work, a sign-up cookie either way): a verified owner gets an
 * "already registered" mail, an unverified account is taken over by this sign-up (decision 015).
 */
export const createRegister =
  (deps: AuthDeps, limiter: RateLimiter, policy: RateLimitPolicy, mails: MailAllowance) =>
  async (input: RegisterInput, ip: string): Promise<RegisterResult> => {
    await limiter.consume(rulesFor(policy, 'register', ip, input.email));
    const email = normaliseEmail(input.email);
    const passwordHash = await deps.passwords.hash(input.password);
    if (!(await countryExists(deps.db, input.country_id))) throw badRequest(messages.validation.countryRequired);
    // A nonce on every answer, kept only where a password was set: the cookie tells nothing about the address.
    const nonce = issueNonce();
    const claim: SignUpClaim = {
      email,
      first_name: input.first_name,
      last_name: input.last_name,
      country_id: input.country_id,
      passwordHash,
      nonceHash: nonce.hash,
    };
    // Every way on sends the address one mail (a link or a notice), so every sign-up takes one.
    const mail = await mails(email, ip);
    const created = !(await findUserByEmail(deps.db, email)) && (await createAccount(deps, claim, ip, mail));
    // Two sign-ups for one address at once: the loser goes the way of any sign-up to a taken address.
    if (!created) await signUpOverExisting(deps, claim, ip, mail);
    return { message: messages.auth.registered, signupNonce: nonce.nonce };
  };

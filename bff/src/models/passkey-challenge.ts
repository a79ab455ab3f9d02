import { BaseModel } from './base';

/** A WebAuthn challenge in flight (decision 030): single-use, expiring, bound to a session or a sign-in cookie. */
export class PasskeyChallenge extends BaseModel {
  static override tableName = 'passkey_challenges';
  id!: string;
  purpose!: 'register' | 'confirm' | 'sign-in';
  /** SHA-256 of the login session id, or of the sign-in cookie's nonce. */
  bound_to!: string;
  user_id!: string | null;
  challenge!: string;
  expires_at!: Date;
}

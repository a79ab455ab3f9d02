import { BaseModel } from './base';

/** A user's one-time-code secret (issue #27 item 4): encrypted, confirmed once a code from it was typed. */
export class UserTotp extends BaseModel {
  static override tableName = 'user_totp';
  static override idColumn = 'user_id';
  user_id!: string;
  /** `v1:<iv>:<ciphertext and tag>`, AES-256-GCM (services/mfa/secret-box.ts). */
  secret_encrypted!: string;
  created_at!: Date;
  confirmed_at!: Date | null;
  /** The last 30-second time-step a code was accepted for: no code of it or before works again. */
  last_used_step!: number | null;
}

import { BaseModel } from './base';

/** One of a user's ten recovery codes (issue #27 item 4), as its SHA-256 hash; used once. */
export class UserRecoveryCode extends BaseModel {
  static override tableName = 'user_recovery_codes';
  id!: string;
  user_id!: string;
  code_hash!: string;
  created_at!: Date;
  used_at!: Date | null;
}

import { BaseModel } from './base';
import { User } from './user';

/** A user's passkey (issue #27, decision 030): its public key and signature counter, never private material. */
export class Passkey extends BaseModel {
  static override tableName = 'passkeys';
  static override jsonAttributes = ['transports'];
  id!: string;
  user_id!: string;
  /** base64url, as the authenticator names it. */
  credential_id!: string;
  /** The COSE public key. */
  public_key!: Buffer;
  /** The authenticator's signature counter (bigint: pg answers it as a string). */
  counter!: string | number;
  transports!: string[];
  name!: string;
  created_at!: Date;
  last_used_at!: Date | null;
  user?: User;

  static override relationMappings = () => ({
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'passkeys.user_id', to: 'users.id' } },
  });
}

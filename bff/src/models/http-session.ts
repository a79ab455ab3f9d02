import { BaseModel } from './base';
import { User } from './user';

/** A login session as sessions/store.ts keeps it; `id` is the SHA-256 of the cookie's id. */
export class HttpSession extends BaseModel {
  static override tableName = 'http_sessions';
  id!: string;
  user_id!: string | null;
  data!: Record<string, unknown>;
  expires_at!: Date;
  last_seen_at!: Date;
  created_at!: Date;
  user?: User;

  static override jsonAttributes = ['data'];
  static override relationMappings = () => ({
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'http_sessions.user_id', to: 'users.id' } },
  });
}

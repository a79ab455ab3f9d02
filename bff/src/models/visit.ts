import { BaseModel } from './base';
import { User } from './user';

/**
 * A Member's visit, recorded for usage statistics (table `sessions`: product §3 and §7 call it an
 * analytics session) — not a login session (HttpSession).
 */
export class Visit extends BaseModel {
  static override tableName = 'sessions';
  id!: string;
  user_id!: string | null;
  started_at!: Date;
  ended_at!: Date | null;
  entry_page!: string | null;
  exit_page!: string | null;
  total_duration!: number | null;
  last_seen_at!: Date | null;
  page_view_count!: number;
  event_count!: number;
  user?: User;

  static override relationMappings = () => ({
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'sessions.user_id', to: 'users.id' } },
  });
}

import { AnalyticsSession } from './analytics-session';
import { BaseModel } from './base';
import { User } from './user';

export class UserEvent extends BaseModel {
  static override tableName = 'user_events';
  id!: string;
  user_id!: string | null;
  session_id!: string | null;
  event_type!: string;
  event_data!: string | null;
  page_path!: string | null;
  timestamp!: Date;
  session?: AnalyticsSession;
  user?: User;

  static override relationMappings = () => ({
    session: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: AnalyticsSession,
      join: { from: 'user_events.session_id', to: 'sessions.id' },
    },
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'user_events.user_id', to: 'users.id' } },
  });
}

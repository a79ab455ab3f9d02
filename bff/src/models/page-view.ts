import { AnalyticsSession } from './analytics-session';
import { BaseModel } from './base';
import { User } from './user';

export class PageView extends BaseModel {
  static override tableName = 'page_views';
  id!: string;
  user_id!: string | null;
  session_id!: string | null;
  page_path!: string;
  referrer!: string | null;
  user_agent!: string | null;
  screen_width!: number | null;
  screen_height!: number | null;
  timestamp!: Date;
  area!: string | null;
  build!: string | null;
  session?: AnalyticsSession;
  user?: User;

  static override relationMappings = () => ({
    session: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: AnalyticsSession,
      join: { from: 'page_views.session_id', to: 'sessions.id' },
    },
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'page_views.user_id', to: 'users.id' } },
  });
}

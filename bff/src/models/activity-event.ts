import type { ActivityDetails, ActivityKind } from '../contract/activity';
import { BaseModel } from './base';
import { User } from './user';

/**
 * One row of the activity log (issue #27, decision 029). Written only by services/activity's
 * recorder and deleted only by its retention pruning: the log is append-only.
 */
export class ActivityEvent extends BaseModel {
  static override tableName = 'activity_events';
  static override jsonAttributes = ['details'];
  /** bigint: the pg driver answers it as a string. */
  id!: string;
  kind!: ActivityKind;
  at!: Date;
  user_id!: string | null;
  actor_user_id!: string | null;
  ip!: string | null;
  browser!: string | null;
  details!: ActivityDetails;

  user?: User | null;
  actor?: User | null;

  static override relationMappings = () => ({
    user: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'activity_events.user_id', to: 'users.id' } },
    actor: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'activity_events.actor_user_id', to: 'users.id' } },
  });
}

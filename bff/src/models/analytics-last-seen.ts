import { BaseModel } from './base';

/** The last UTC day a user viewed a page or an area build, as far as the rollups reach (decision 012). */
export class AnalyticsLastSeen extends BaseModel {
  static override tableName = 'analytics_last_seen';
  static override idColumn = ['dimension', 'key', 'user_id'];
  dimension!: 'page' | 'build';
  key!: string;
  user_id!: string;
  last_day!: string;
}

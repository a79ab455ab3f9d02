import { BaseModel } from './base';

/** A user who viewed a page or an area build on a UTC day, rolled up (decision 012). */
export class AnalyticsDailyUser extends BaseModel {
  static override tableName = 'analytics_daily_users';
  static override idColumn = ['dimension', 'key', 'user_id', 'day'];
  dimension!: 'page' | 'build';
  key!: string;
  user_id!: string;
  day!: string;
}

import { BaseModel } from './base';

/** Sessions started on one UTC day and the sum of their durations in seconds, rolled up (decision 012). */
export class AnalyticsDailySessions extends BaseModel {
  static override tableName = 'analytics_daily_sessions';
  static override idColumn = 'day';
  day!: string;
  sessions!: number;
  duration_sum!: string;
}

import { BaseModel } from './base';

/** Events of one UTC day per type, rolled up (decision 012). */
export class AnalyticsDailyEvent extends BaseModel {
  static override tableName = 'analytics_daily_events';
  static override idColumn = ['day', 'event_type'];
  day!: string;
  event_type!: string;
  count!: number;
}

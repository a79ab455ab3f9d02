import { BaseModel } from './base';

/** How many users last viewed a page or an area build on a UTC day (decision 012). */
export class AnalyticsLastSeenCount extends BaseModel {
  static override tableName = 'analytics_last_seen_counts';
  static override idColumn = ['dimension', 'last_day', 'key'];
  dimension!: 'page' | 'build';
  key!: string;
  last_day!: string;
  users!: number;
}

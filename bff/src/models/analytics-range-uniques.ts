import { BaseModel } from './base';

/** Unique users per page or area build over a range of closed days, computed once (decision 012). */
export class AnalyticsRangeUniques extends BaseModel {
  static override tableName = 'analytics_range_uniques';
  static override idColumn = ['dimension', 'first_day', 'last_day'];
  dimension!: 'page' | 'build';
  first_day!: string;
  last_day!: string;
  users!: Record<string, number>;
}

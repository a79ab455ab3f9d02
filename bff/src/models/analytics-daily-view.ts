import { BaseModel } from './base';

/** Page views of one UTC day per page or per area build, rolled up (decision 012). */
export class AnalyticsDailyView extends BaseModel {
  static override tableName = 'analytics_daily_views';
  static override idColumn = ['dimension', 'day', 'key'];
  day!: string;
  dimension!: 'page' | 'build';
  key!: string;
  views!: number;
  first_view!: Date;
  last_view!: Date;
}

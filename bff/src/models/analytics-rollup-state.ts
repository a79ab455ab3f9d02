import { BaseModel } from './base';

/** How far the analytics rollups reach (issue #13, decision 012); one row, written by the rollup worker. */
export class AnalyticsRollupState extends BaseModel {
  static override tableName = 'analytics_rollup_state';
  static override idColumn = 'name';
  name!: string;
  watermark!: Date;
  sessions_day!: string;
}

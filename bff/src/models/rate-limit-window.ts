import { BaseModel } from './base';

/**
 * One fixed-window counter of the auth throttles (issue #4, #9). Counting is a conditional upsert,
 * one statement (services/auth/sql.ts), so concurrent requests never exceed the limit.
 */
export class RateLimitWindow extends BaseModel {
  static override tableName = 'auth_rate_limits';
  static override idColumn = 'key';
  key!: string;
  hits!: number;
  window_start!: Date;
}

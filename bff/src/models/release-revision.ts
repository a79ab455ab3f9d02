import { BaseModel } from './base';

/**
 * The releases' change counter (one row): bumped in the transaction of every release, promotion
 * and rollback, which it also serialises; each bff instance polls it (docs/decisions/026).
 */
export class ReleaseRevision extends BaseModel {
  static override tableName = 'release_revision';
  id!: number;
  /** int8, read as a string (db/knex.ts keeps pg's exact answer). */
  revision!: string;
}

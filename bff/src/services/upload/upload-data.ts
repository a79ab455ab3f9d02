import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import type { UploadDataInput, UploadProblem } from '../../contract/upload';
import type { AlsoInTransaction } from '../activity/staff-actions';
import { duplicateIds } from './duplicate-ids';
import { onePerRecord } from './record-problems';
import { lockUploadTable } from './sql';
import { unknownReferences } from './unknown-references';
import { upsertRows } from './upsert-rows';

export interface UploadDataDeps {
  db: Knex;
  clock: Clock;
}

export type StoredUpload = { stored: true; count: number; added: number; changed: number };
export type UploadOutcome = StoredUpload | { stored: false; problems: UploadProblem[] };

export interface UploadOptions {
  /** Called after each written batch with the records written so far (the CLI's progress). */
  onProgress?: (written: number, total: number) => void;
  /** Runs in the upload's transaction once the records are written (the activity log's event). */
  also?: AlsoInTransaction<StoredUpload>;
}

/** PostgreSQL reads a UUID in any case; compare and store them as it prints them. */
const withLowerCaseIds = (input: UploadDataInput): UploadDataInput => {
  const lower = (s: string) => s.toLowerCase();
  switch (input.table) {
    case 'snippets':
      return {
        table: input.table,
        data: input.data.map((r) => ({ ...r, id: lower(r.id), author: lower(r.author), category: lower(r.category) })),
      };
    case 'authors':
      return { table: input.table, data: input.data.map((r) => ({ ...r, id: lower(r.id) })) };
    case 'categories':
      return { table: input.table, data: input.data.map((r) => ({ ...r, id: lower(r.id) })) };
  }
};

/**
 * The CSV upload (issue #12): all or nothing in one transaction, upserting by id. Records
 * that repeat an id, or snippets whose author or category is not stored, refuse the whole
 * upload with their record numbers, and nothing is written.
 */
export const createUploadData =
  ({ db, clock }: UploadDataDeps) =>
  async (given: UploadDataInput, options: UploadOptions = {}): Promise<UploadOutcome> => {
    const input = withLowerCaseIds(given);
    return db.transaction(async (trx): Promise<UploadOutcome> => {
      await lockUploadTable(trx, input.table);
      const problems = onePerRecord([
        ...duplicateIds(input.data),
        ...(input.table === 'snippets' ? await unknownReferences(trx, input.data) : []),
      ]);
      if (problems.length > 0) return { stored: false, problems };
      const total = input.data.length;
      const counts = await upsertRows(trx, input, clock.now(), (written) => options.onProgress?.(written, total));
      const stored: StoredUpload = { stored: true, count: total, ...counts };
      await options.also?.(trx, stored);
      return stored;
    });
  };

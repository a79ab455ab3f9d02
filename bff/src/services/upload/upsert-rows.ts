import type { Knex } from 'knex';
import type { UploadDataInput } from '../../contract/upload';
import { upsertBatch, type UpsertCounts } from './sql';

/**
 * Rows per statement. Each column travels as ONE array parameter (`unnest`), so PostgreSQL's
 * 65,535 bind-parameter limit never applies; the batch only bounds one statement's size and
 * time (10,000 snippets ≈ 1.5 MB of parameters, well inside the 10 s statement timeout).
 */
export const UPSERT_BATCH_ROWS = 10_000;

/**
 * Upserts every record of the upload by id, in batches of UPSERT_BATCH_ROWS, on the caller's
 * transaction (all or nothing is the caller's). `now` dates new and changed snippets.
 */
export const upsertRows = async (
  trx: Knex,
  { table, data }: UploadDataInput,
  now: Date,
  onBatch: (written: number) => void = () => {},
): Promise<UpsertCounts> => {
  const rows = data as readonly Record<string, string>[];
  const counts: UpsertCounts = { added: 0, changed: 0 };
  for (let from = 0; from < rows.length; from += UPSERT_BATCH_ROWS) {
    const batch = rows.slice(from, from + UPSERT_BATCH_ROWS);
    const written = await upsertBatch(trx, table, batch, now);
    counts.added += written.added;
    counts.changed += written.changed;
    onBatch(from + batch.length);
  }
  return counts;
};

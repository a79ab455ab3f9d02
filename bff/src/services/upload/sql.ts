// The CSV upload's hand-written SQL (decisions 011 and 025): a bulk write of up to 100,000 rows, in
// set-based statements whose columns each travel as ONE array parameter (`unnest`), so PostgreSQL's
// 65,535 bind-parameter limit never applies; and the advisory lock that puts uploads of one table
// one after the other.
import type { Knex } from 'knex';
import { UPLOAD_TABLES, type UploadTable } from '../../contract/upload';

// The first key of the two-key advisory lock, so an upload's lock meets no other feature's.
const UPLOAD_LOCK_CLASS = 0x75706c64; // "upld"

/**
 * Uploads of one table run one after the other: a transaction-level advisory lock per table,
 * taken before the checks, so two uploads of the same ids cannot both see them as new (the second
 * waits, then finds them stored). It is released with the transaction, commit or rollback.
 * Uploads of different tables do not wait for each other. (PGlite has one connection: serial anyway.)
 */
export const lockUploadTable = async (trx: Knex, table: UploadTable): Promise<void> => {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [UPLOAD_LOCK_CLASS, UPLOAD_TABLES.indexOf(table)]);
};

/** The ids among `ids` that `table` does not hold; one set-based query over the distinct ids. */
export const missingIds = async (db: Knex, table: 'authors' | 'categories', ids: Set<string>): Promise<Set<string>> => {
  if (ids.size === 0) return new Set();
  const { rows } = (await db.raw(
    `select u.id from unnest(cast(? as uuid[])) as u(id) where not exists (select 1 from ${table} t where t.id = u.id)`,
    [[...ids]],
  )) as { rows: { id: string }[] };
  return new Set(rows.map((row) => row.id));
};

interface Column {
  name: string;
  type: 'text' | 'uuid';
}
/** The stored columns besides `id` each table's records carry (product §3 row shapes). */
const COLUMNS: Record<UploadTable, readonly Column[]> = {
  categories: [{ name: 'category', type: 'text' }],
  authors: [{ name: 'name', type: 'text' }],
  snippets: [
    { name: 'text', type: 'text' },
    { name: 'author', type: 'uuid' },
    { name: 'category', type: 'uuid' },
  ],
};
/** Tables whose rows keep a created_date and an updated_date. */
const DATED: ReadonlySet<UploadTable> = new Set(['snippets']);

/**
 * One statement that upserts a batch by id, set-based: rows whose id is new are inserted, stored
 * rows that differ are updated (with their updated_date), identical rows are left alone, so the
 * same file uploaded twice writes nothing. Not `INSERT … ON CONFLICT`: that draws the identity
 * `seq` (issue #11's random pick) for every conflicting row and rewrites unchanged ones.
 * The CTEs see one snapshot: the update touches only stored ids, the insert only the others.
 */
const upsertSql = (table: UploadTable): string => {
  const columns = COLUMNS[table];
  const names = columns.map((c) => c.name);
  const dated = DATED.has(table);
  const arrays = ['cast(? as uuid[])', ...columns.map((c) => `cast(? as ${c.type}[])`)].join(', ');
  const stored = `(${names.map((n) => `t.${n}`).join(', ')})`;
  const given = `(${names.map((n) => `i.${n}`).join(', ')})`;
  const set = [...names.map((n) => `${n} = i.${n}`), ...(dated ? ['updated_date = ?'] : [])].join(', ');
  const insertColumns = ['id', ...names, ...(dated ? ['created_date', 'updated_date'] : [])].join(', ');
  const insertValues = ['i.id', ...names.map((n) => `i.${n}`), ...(dated ? ['?', '?'] : [])].join(', ');
  return `with input as (select * from unnest(${arrays}) as u(id, ${names.join(', ')})),
    changed as (
      update ${table} t set ${set} from input i
      where t.id = i.id and ${stored} is distinct from ${given}
      returning 1),
    added as (
      insert into ${table} (${insertColumns})
      select ${insertValues} from input i where not exists (select 1 from ${table} t where t.id = i.id)
      returning 1)
    select (select count(*) from added) as added, (select count(*) from changed) as changed`;
};
const SQL = Object.fromEntries((Object.keys(COLUMNS) as UploadTable[]).map((table) => [table, upsertSql(table)])) as Record<
  UploadTable,
  string
>;

export interface UpsertCounts {
  added: number;
  changed: number;
}

/** Upserts one batch of `table`'s records by id, in one statement; `now` dates new and changed snippets. */
export const upsertBatch = async (
  trx: Knex,
  table: UploadTable,
  batch: readonly Record<string, string>[],
  now: Date,
): Promise<UpsertCounts> => {
  const arrays: string[][] = [batch.map((row) => row.id!), ...COLUMNS[table].map((c) => batch.map((row) => row[c.name]!))];
  const bindings: Knex.RawBinding[] = [...arrays, ...(DATED.has(table) ? [now, now, now] : [])];
  const { rows } = (await trx.raw(SQL[table], bindings)) as { rows: { added: string; changed: string }[] };
  return { added: Number(rows[0]!.added), changed: Number(rows[0]!.changed) };
};

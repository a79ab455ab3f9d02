import type { Knex } from 'knex';
import type { UploadDataInput, UploadTable } from '../../contract/upload';

interface Column {
  name: string;
  type: 'text' | 'uuid';
}
/** The stored columns besides `id` each table's records carry (SPEC §3 row shapes). */
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
 * Rows per statement. Each column travels as ONE array parameter (`unnest`), so PostgreSQL's
 * 65,535 bind-parameter limit never applies; the batch only bounds one statement's size and
 * time (10,000 snippets ≈ 1.5 MB of parameters, well inside the 10 s statement timeout).
 */
export const UPSERT_BATCH_ROWS = 10_000;

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
  const columns = COLUMNS[table];
  const dated = DATED.has(table);
  const rows = data as readonly Record<string, string>[];
  const counts: UpsertCounts = { added: 0, changed: 0 };
  for (let from = 0; from < rows.length; from += UPSERT_BATCH_ROWS) {
    const batch = rows.slice(from, from + UPSERT_BATCH_ROWS);
    const arrays: string[][] = [batch.map((row) => row.id!), ...columns.map((c) => batch.map((row) => row[c.name]!))];
    const bindings: Knex.RawBinding[] = [...arrays, ...(dated ? [now, now, now] : [])];
    const { rows: result } = (await trx.raw(SQL[table], bindings)) as { rows: { added: string; changed: string }[] };
    counts.added += Number(result[0]!.added);
    counts.changed += Number(result[0]!.changed);
    onBatch(from + batch.length);
  }
  return counts;
};

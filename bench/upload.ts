// Upload bench (issue #12, Speed): 100,000 snippet records stored on a fresh PostgreSQL database
// through POST /api/internal/upload-data (a real bff process, HTTP, JSON body, signed in as Internal),
// through the upload service alone, and by PostgreSQL's own COPY … FROM STDIN of the same rows
// (psql's \copy, timed by psql), each into an empty snippets table, in the same run; then the same
// upload again (nothing changes), and the service on PGlite. Median of BENCH_UPLOAD_RUNS (default 3).
// Goals (printed, never asserted): ≤ 5 s server-side, within 3× of COPY. `node --import tsx bench/upload.ts`.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { systemClock } from '../bff/src/app-deps';
import type { SnippetRow } from '../bff/src/contract/upload';
import { createDatabase } from '../bff/src/db/knex';
import { migrate } from '../bff/src/db/migrate';
import { seedDatabase } from '../bff/src/db/seed';
import { checkUpload } from '../bff/src/services/upload/check-upload';
import { createUploadData } from '../bff/src/services/upload/upload-data';
import { freshDatabase, signIn, startBff, stop } from './load';
import { endpoints } from '../bff/src/contract/endpoints';

const RECORDS = Number(process.env.BENCH_UPLOAD_RECORDS ?? 100_000);
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const AUTHORS = 1_000;
const CATEGORIES = 50;
const GOALS = { seconds: 5, overCopy: 3 };

/** Authors and categories with ids we know, for the records to refer to. */
const seedReferences = async (db: Knex): Promise<{ authors: string[]; categories: string[] }> => {
  const authors = Array.from({ length: AUTHORS }, (_, i) => ({ id: randomUUID(), name: `Bench author ${i + 1}` }));
  const categories = Array.from({ length: CATEGORIES }, (_, i) => ({ id: randomUUID(), category: `Bench category ${i + 1}` }));
  await db.batchInsert('authors', authors, 1_000);
  await db.batchInsert('categories', categories, 1_000);
  return { authors: authors.map((a) => a.id), categories: categories.map((c) => c.id) };
};

/** Records as a CSV file would give them: quotes about 100 characters long, some with commas and quotes. */
const records = (refs: { authors: string[]; categories: string[] }): SnippetRow[] =>
  Array.from({ length: RECORDS }, (_, i) => ({
    id: randomUUID(),
    text: `Bench quote ${i + 1}: learning is a companion for the whole road, "not a stage", you graduate from.`,
    author: refs.authors[i % AUTHORS]!,
    category: refs.categories[i % CATEGORIES]!,
  }));

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const toCsv = (rows: SnippetRow[]) => rows.map((r) => [r.id, r.text, r.author, r.category].map(csvCell).join(',')).join('\n') + '\n';

const empty = (db: Knex) => db.raw('truncate snippets cascade');
const stored = async (db: Knex) => Number(((await db('snippets').count({ n: '*' })) as [{ n: string }])[0].n);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

const time = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** The service alone, as the route calls it: the contract's check, then the transaction. */
const viaService = (db: Knex, rows: SnippetRow[]) => async () => {
  const checked = checkUpload({ table: 'snippets', data: rows });
  if (!checked.ok) throw new Error(`bench records refused: ${checked.refusal.error}`);
  const outcome = await createUploadData({ db, clock: systemClock })(checked.input);
  if (!outcome.stored) throw new Error(`bench upload refused: ${JSON.stringify(outcome.problems.slice(0, 3))}`);
};

/** psql's \copy (COPY … FROM STDIN) of the CSV file; psql's own \timing of that one command. */
const viaCopy = (url: string, file: string): number => {
  const output = execFileSync(
    'psql',
    [
      url,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      '\\timing on',
      '-c',
      `\\copy snippets (id, text, author, category) from '${file}' with (format csv)`,
    ],
    { encoding: 'utf8' },
  );
  const match = /Time: ([\d.]+) ms/.exec(output);
  if (!match) throw new Error(`psql printed no timing:\n${output}`);
  return Number(match[1]);
};

const viaRoute = (baseUrl: string, cookie: string, body: string) => async () => {
  const res = await fetch(`${baseUrl}${endpoints.uploadData.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-CSRF': '1', cookie },
    body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text.slice(0, 300)}`);
};

/** The same upload on PGlite in a fresh DATA_DIR, migrated and seeded as the bff would. */
const onPglite = async (dataDir: string): Promise<{ first: number; again: number }> => {
  const db = createDatabase({ dataDir });
  try {
    await migrate(db);
    await seedDatabase(db);
    const rows = records(await seedReferences(db));
    const first = await time(viaService(db, rows));
    const again = await time(viaService(db, rows));
    return { first, again };
  } finally {
    await db.destroy();
  }
};

export default async function run(): Promise<void> {
  console.log(`\n# upload: ${RECORDS.toLocaleString('en')} snippet records into an empty snippets table, median of ${RUNS}, PostgreSQL`);
  const { db, url, drop } = await freshDatabase('nextlevel_bench_upload');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-bench-upload-'));
  let bff: Awaited<ReturnType<typeof startBff>> | undefined;
  try {
    const rows = records(await seedReferences(db));
    const file = path.join(dir, 'snippets.csv');
    fs.writeFileSync(file, toCsv(rows));
    const body = JSON.stringify({ table: 'snippets', data: rows });
    bff = await startBff(url);
    const cookie = await signIn(db, bff.url, `bench-staff-${Date.now()}@example.com`, undefined, 'Internal');

    const figures = { copy: [] as number[], service: [] as number[], again: [] as number[], route: [] as number[] };
    for (let i = 0; i < RUNS; i += 1) {
      await empty(db);
      figures.copy.push(viaCopy(url, file));
      await empty(db);
      figures.service.push(await time(viaService(db, rows)));
      figures.again.push(await time(viaService(db, rows)));
      await empty(db);
      figures.route.push(await time(viaRoute(bff.url, cookie, body)));
      if ((await stored(db)) !== RECORDS) throw new Error(`expected ${RECORDS} snippets after the upload`);
    }
    const copy = median(figures.copy);
    const service = median(figures.service);
    const route = median(figures.route);
    const pglite = await onPglite(path.join(dir, 'data'));

    const mb = (Buffer.byteLength(body) / 1024 / 1024).toFixed(1);
    console.log(
      [
        `COPY … FROM STDIN (psql \\copy):              ${ms(copy)}   (runs: ${figures.copy.map(ms).join(', ')})`,
        `upload service (check + transaction):        ${ms(service)}   ${(service / copy).toFixed(2)}× COPY   (runs: ${figures.service.map(ms).join(', ')})`,
        `POST ${endpoints.uploadData.path} (${mb} MB JSON): ${ms(route)}   ${(route / copy).toFixed(2)}× COPY   (runs: ${figures.route.map(ms).join(', ')})`,
        `the same upload again (nothing changes):      ${ms(median(figures.again))}`,
        `PGlite, upload service:                       ${ms(pglite.first)}; again ${ms(pglite.again)}`,
        `goal ≤ ${GOALS.seconds} s server-side: ${verdict(route <= GOALS.seconds * 1000)} (route); ` +
          `goal ≤ ${GOALS.overCopy}× COPY: ${verdict(route <= GOALS.overCopy * copy)} (route), ${verdict(service <= GOALS.overCopy * copy)} (service)`,
      ].join('\n'),
    );
  } finally {
    if (bff) await stop(bff.child);
    fs.rmSync(dir, { recursive: true, force: true });
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

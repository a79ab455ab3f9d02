// Upload memory bench (issue #23 item 7): what one refused upload costs the server's memory. A real
// bff process on a fresh PostgreSQL database, signed in as Internal, is sent a JSON body just under
// UPLOAD_MAX_BYTES whose every record is wrong (an author id that is no UUID), so it is read, parsed
// and refused at validation. Printed: the process's peak resident set (VmHWM) and its resident set
// once the answer came, against their values before. `node --import tsx bench/upload-memory.ts`
// (BENCH_UPLOAD_BYTES, default 64 MiB less 1 KiB).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { CSRF_HEADER } from '../bff/src/contract/paths';
import { freshDatabase, signIn, startBff, stop } from './load';
import { endpoints } from '../bff/src/contract/endpoints';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 64 * 1024 * 1024 - 1024);
const RECORDS = 100_000;

const memory = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { peak: kb('VmHWM'), now: kb('VmRSS') };
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** RECORDS snippet records, each refused (its author is no UUID), the texts padded so the body is BYTES long. */
const refusedBody = (): string => {
  const record = (text: string) => ({ id: randomUUID(), text, author: 'Seneca', category: randomUUID() });
  const overhead = JSON.stringify({ table: 'snippets', data: Array.from({ length: RECORDS }, () => record('')) }).length;
  const text = 'x'.repeat(Math.floor((BYTES - overhead) / RECORDS));
  return JSON.stringify({ table: 'snippets', data: Array.from({ length: RECORDS }, () => record(text)) });
};

export default async function run(): Promise<void> {
  const body = refusedBody();
  console.log(`\n# upload memory: one refused ${mb(body.length)} body (${RECORDS.toLocaleString('en')} wrong records), PostgreSQL`);
  const { db, url: dbUrl, drop } = await freshDatabase('nextlevel_bench_upload_memory');
  let bff: Awaited<ReturnType<typeof startBff>> | undefined;
  try {
    bff = await startBff(dbUrl);
    const cookie = await signIn(db, bff.url, `bench-upload-memory-${Date.now()}@example.com`, undefined, 'Internal');
    const pid = bff.child.pid!;
    await new Promise((r) => setTimeout(r, 1_000));
    const before = memory(pid);
    const started = Date.now();
    const res = await fetch(`${bff.url}${endpoints.uploadData.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: bff.url, [CSRF_HEADER]: '1', cookie },
      body,
    });
    const answer = await res.text();
    const ms = Date.now() - started;
    const after = memory(pid);
    console.log(`answered ${res.status} in ${ms} ms: ${answer.slice(0, 100)}`);
    console.log(
      `resident set: before ${mb(before.now)}; peak ${mb(after.peak)} (+${mb(after.peak - before.peak)} on the peak before); after ${mb(after.now)}`,
    );
  } finally {
    if (bff) await stop(bff.child);
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

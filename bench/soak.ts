// Soak bench (issue #9 item 14): the real bff on a fresh PostgreSQL database, 50 connections for
// SOAK_SECONDS (default 60) over a mix of routes, then errors and RSS growth. Goal: 0 errors and RSS
// growth ≤ 10% from after warm-up to the end; printed with whether it was met, never asserted (a
// bench, not a timed test). The bare-Koa baseline of the same run gives the ratio.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { CSRF_HEADER } from '../bff/src/contract/paths';
import { freshDatabase, signIn, startBareKoa, startBff, stop } from './load';
import { endpoints } from '../bff/src/contract/endpoints';

const CONNECTIONS = 50;
const SOAK_S = Number(process.env.SOAK_SECONDS ?? 60);
const WARMUP_S = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(10, Math.max(2, Math.round(SOAK_S / 6))));
const BASELINE_S = Number(process.env.SOAK_BASELINE_SECONDS ?? 5);
const RSS_GOAL_PCT = 10;
const PASSWORD = 'Soak-pass1';

/** Resident set size of a process, in bytes (Linux /proc). */
const rssOf = (pid: number | undefined): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The shell's entry script, as a browser fetches it after the page; none before `pnpm build`. */
const staticAsset = (): string | undefined => {
  const index = fileURLToPath(new URL('../shell/dist/index.html', import.meta.url));
  if (!fs.existsSync(index)) return undefined;
  return /<script[^>]*\ssrc="(\/[^"]+\.js)"/.exec(fs.readFileSync(index, 'utf8'))?.[1];
};

interface MixEntry {
  name: string;
  request: autocannon.Request;
}

const mix = (cookie: string, email: string, countryId: string): MixEntry[] => {
  const json = { 'content-type': 'application/json', origin: '', [CSRF_HEADER.toLowerCase()]: '1' };
  const entries: MixEntry[] = [
    { name: `GET ${endpoints.getUser.path} (signed in)`, request: { method: 'GET', path: endpoints.getUser.path, headers: { cookie } } },
    { name: `GET ${endpoints.listCountries.path}`, request: { method: 'GET', path: endpoints.listCountries.path } },
    // Good and bad sign-ins come from two addresses (honoured once TRUSTED_PROXIES is 1), so the
    // throttle that the bad ones trip is not what the good ones meet.
    {
      name: `POST ${endpoints.login.path} good`,
      request: {
        method: 'POST',
        path: endpoints.login.path,
        headers: { ...json, 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify({ email, password: PASSWORD }),
      },
    },
    {
      name: `POST ${endpoints.login.path} bad`,
      request: {
        method: 'POST',
        path: endpoints.login.path,
        headers: { ...json, 'x-forwarded-for': '198.51.100.2' },
        body: JSON.stringify({ email, password: 'Wrong-pass1' }),
      },
    },
    {
      name: `PUT ${endpoints.updateMemberSettings.path}`,
      request: {
        method: 'PUT',
        path: endpoints.updateMemberSettings.path,
        headers: { ...json, cookie },
        body: JSON.stringify({ first_name: 'Soak', last_name: 'Tester', email, country_id: countryId }),
      },
    },
  ];
  const asset = staticAsset();
  if (asset) {
    entries.push({
      name: 'GET / (prerendered, br)',
      request: { method: 'GET', path: '/', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
    });
    entries.push({ name: `GET ${asset} (static)`, request: { method: 'GET', path: asset, headers: { 'accept-encoding': 'br, gzip' } } });
  } else {
    console.log('GET / and a static asset left out: no shell/dist (run `pnpm build` first)');
  }
  return entries;
};

interface Tally {
  byRoute: Map<string, Map<number, number>>;
}

/** autocannon over the mix; every response's status is counted per route. */
const soak = (url: string, entries: MixEntry[], seconds: number, tally?: Tally) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: entries.map(({ name, request }) => ({
      ...request,
      headers: { ...request.headers, ...(request.headers?.origin === '' ? { origin: url } : {}) },
      ...(tally
        ? {
            onResponse: (status: number) => {
              const counts = tally.byRoute.get(name) ?? new Map<number, number>();
              counts.set(status, (counts.get(status) ?? 0) + 1);
              tally.byRoute.set(name, counts);
            },
          }
        : {}),
    })),
  });

export default async function run(): Promise<void> {
  console.log(
    `\n# soak: autocannon, ${CONNECTIONS} connections, ${SOAK_S} s over a mix of routes (after ${WARMUP_S} s warm-up), PostgreSQL`,
  );

  const bare = await startBareKoa();
  let bareRps: number;
  try {
    bareRps = (await autocannon({ url: bare.url, connections: CONNECTIONS, duration: BASELINE_S })).requests.average;
  } finally {
    await stop(bare.child);
  }

  const { db, url: dbUrl, drop } = await freshDatabase('nextlevel_soak');
  let bff: { child: ChildProcess; url: string } | undefined;
  try {
    // A production bff (mails to files, as startBff sets); one trusted proxy, so the mix's X-Forwarded-For is honoured.
    bff = await startBff(dbUrl, { TRUSTED_PROXIES: '1' });
    const email = `soak-${Date.now()}@example.com`;
    const cookie = await signIn(db, bff.url, email, PASSWORD);
    const country = (await db('countries').first('id')) as { id: string };
    const entries = mix(cookie, email, country.id);

    const rssStart = rssOf(bff.child.pid);
    await soak(bff.url, entries, WARMUP_S);
    const rssWarm = rssOf(bff.child.pid);
    // A leak climbs to the end; a heap settling into its working size flattens out.
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssOf(bff!.child.pid)), 1000);
    const tally: Tally = { byRoute: new Map() };
    let r: autocannon.Result;
    try {
      r = await soak(bff.url, entries, SOAK_S, tally);
    } finally {
      clearInterval(sampler);
    }
    const rssEnd = rssOf(bff.child.pid);
    const rssPeak = Math.max(rssWarm, rssEnd, ...samples);
    const step = Math.max(1, Math.round(samples.length / 10));
    const series = samples.filter((_, i) => i % step === step - 1).map((b) => (b / 1024 / 1024).toFixed(0));
    const alive = bff.child.exitCode === null;

    const serverErrors = [...tally.byRoute.values()]
      .flatMap((m) => [...m])
      .filter(([s]) => s >= 500)
      .reduce((n, [, k]) => n + k, 0);
    const errors = r.errors + r.timeouts + serverErrors;
    const growth = ((rssEnd - rssWarm) / rssWarm) * 100;
    const byStatus = Object.entries(r.statusCodeStats ?? {})
      .map(([s, v]) => `${s}×${(v as { count: number }).count}`)
      .join(' ');

    console.log(
      `requests          ${r.requests.total} (${r.requests.average.toFixed(0)} req/s; bare Koa ${bareRps.toFixed(0)} req/s in this run, ratio ${((r.requests.average / bareRps) * 100).toFixed(1)}%)`,
    );
    console.log(`latency           p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
    console.log(`statuses          ${byStatus}`);
    for (const { name: route } of entries) {
      const counts = tally.byRoute.get(route) ?? new Map<number, number>();
      console.log(
        `  ${route.padEnd(40)} ${
          [...counts]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ') || 'no answers'
        }`,
      );
    }
    console.log(
      `errors            ${errors} (socket errors ${r.errors}, timeouts ${r.timeouts}, 5xx ${serverErrors})${alive ? '' : ' — the bff exited'}`,
    );
    console.log(
      `RSS               start ${mb(rssStart)}, after warm-up ${mb(rssWarm)}, end ${mb(rssEnd)} (peak ${mb(rssPeak)}): growth ${growth.toFixed(1)}%`,
    );
    const met = errors === 0 && growth <= RSS_GOAL_PCT && alive;
    console.log(`RSS every ${step} s  ${series.join(', ')} MB`);
    console.log(`goal              0 errors and RSS growth ≤ ${RSS_GOAL_PCT}% — ${met ? 'met' : 'NOT met'}`);
    console.log('(4xx are expected: bad sign-ins answer 401, then 429 once the throttle trips; good ones answer 429 while more than');
    console.log(
      ' LOGIN_MAX_FAILURES_PER_ACCOUNT of them are in flight for one account from one address, since an attempt counts until its password checks out,',
    );
    console.log(' and once LOGIN_MAX_PER_ACCOUNT sign-ins from that address have been counted in the window)');
    console.log(
      'PGlite is not soaked: it is the single-connection embedded database for one person on a laptop; production runs on PostgreSQL',
    );
  } finally {
    if (bff) await stop(bff.child);
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

import fs from 'node:fs/promises';
import path from 'node:path';
import type { StaticDirs } from '../../app-deps';
import { remoteRoot } from '../../static/dirs';

/** The largest manifest read: ours are a few kilobytes. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
/** Files asked for at once while checking a build. */
const CONCURRENCY = 8;

export type Fetched = { text: string } | { problem: string };

/** How a build's files are reached while checking a release: read in full (its manifest), or only asked whether they answer 200. */
export interface BuildFiles {
  read(url: URL): Promise<Fetched>;
  /** Null when the file answers 200; else what it answered. */
  problem(url: URL): Promise<string | null>;
  /** `problem` for many files, a few at a time, in their order. */
  problems(urls: readonly URL[]): Promise<(string | null)[]>;
}

export interface BuildFilesOptions {
  /** This bff's own builds: a URL on its own site below /remotes/<mf-name>/ is read from disk. */
  dirs?: StaticDirs | undefined;
  publicUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const why = (err: unknown, timeoutMs: number): string => {
  const e = err as { name?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  return e.cause?.code ? `cannot be reached (${e.cause.code})` : 'cannot be reached';
};

/**
 * The build's files, whoever serves them: from disk when they are this bff's own builds (the CLI
 * checks a release with no server running), else over HTTP without following redirects (a file
 * must answer 200 from its own origin, as the browser will ask it), each request bounded in time.
 */
export const buildFiles = ({ dirs, publicUrl, timeoutMs, fetchImpl = fetch }: BuildFilesOptions): BuildFiles => {
  const own = new URL(publicUrl).origin;
  const onDisk = (url: URL): string | null => {
    if (!dirs || url.origin !== own) return null;
    const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(url.pathname);
    const root = match && remoteRoot(dirs, match[1]!);
    return root ? path.join(root, ...match![2]!.split('/')) : null;
  };

  const request = async (url: URL, method: 'GET' | 'HEAD') =>
    fetchImpl(url, { method, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });

  const read = async (url: URL): Promise<Fetched> => {
    const file = onDisk(url);
    if (file) {
      try {
        const stat = await fs.stat(file);
        if (stat.size > MANIFEST_MAX_BYTES) return { problem: `is larger than ${MANIFEST_MAX_BYTES} bytes` };
        return { text: await fs.readFile(file, 'utf8') };
      } catch {
        return { problem: 'is not in the build folder' };
      }
    }
    try {
      const res = await request(url, 'GET');
      if (res.status !== 200) {
        await res.body?.cancel();
        return { problem: `answered ${res.status}` };
      }
      if (Number(res.headers.get('content-length') ?? 0) > MANIFEST_MAX_BYTES) {
        await res.body?.cancel();
        return { problem: `is larger than ${MANIFEST_MAX_BYTES} bytes` };
      }
      const text = await res.text();
      return text.length > MANIFEST_MAX_BYTES ? { problem: `is larger than ${MANIFEST_MAX_BYTES} bytes` } : { text };
    } catch (err) {
      return { problem: why(err, timeoutMs) };
    }
  };

  const problem = async (url: URL): Promise<string | null> => {
    const file = onDisk(url);
    if (file)
      return (await fs
        .stat(file)
        .then((s) => s.isFile())
        .catch(() => false))
        ? null
        : 'is not in the build folder';
    try {
      let res = await request(url, 'HEAD');
      // A server that does not take HEAD is asked for the file itself.
      if (res.status === 405 || res.status === 501) res = await request(url, 'GET');
      await res.body?.cancel();
      return res.status === 200 ? null : `answered ${res.status}`;
    } catch (err) {
      return why(err, timeoutMs);
    }
  };

  const problems = async (urls: readonly URL[]): Promise<(string | null)[]> => {
    const out: (string | null)[] = new Array<string | null>(urls.length).fill(null);
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const i = next++;
        out[i] = await problem(urls[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
    return out;
  };

  return { read, problem, problems };
};

import fs from 'node:fs/promises';
import path from 'node:path';
import type { StaticDirs } from '../app-deps';
import { remoteRoot } from './dirs';

/** How long a file fetched from a remote served elsewhere is reused before it is asked for again. */
export const REMOTE_FILE_TTL_MS = 30_000;
/** A page waits at most this long for such a file the first time; later it gets the last copy while a fresh one loads. */
export const REMOTE_FILE_TIMEOUT_MS = 1500;

export interface RemoteFile {
  text: string;
  /** The folder the file's own relative URLs resolve against (the manifest's folder). */
  base: string;
}

/** Reads a file again only when its size or modification time changed (builds are replaced, not edited). */
export const cachedFileReader = () => {
  const cache = new Map<string, { stamp: string; text: string }>();
  return async (file: string): Promise<string> => {
    const stat = await fs.stat(file);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.text;
    const text = await fs.readFile(file, 'utf8');
    cache.set(file, { stamp, text });
    return text;
  };
};

/** The folder on disk of a remote this bff serves itself (/remotes/<name>/…), or null. */
const localFolder = (url: URL, dirs: StaticDirs): string | null => {
  const match = /^\/remotes\/([^/]+)\/((?:[\w-]+\/)*)mf-manifest\.json$/.exec(url.pathname);
  const root = match && remoteRoot(dirs, match[1]!);
  return root ? path.join(root, match![2]!) : null;
};

/**
 * A file a remote publishes beside its mf-manifest.json, whatever serves the remote: read from
 * disk when it is one of this bff's own builds, fetched (and kept a while) when it is served
 * from elsewhere. Null when the remote has no such file or cannot be reached in time.
 */
export const remoteFileReader = ({
  dirs,
  publicUrl,
  fetchImpl = fetch,
}: {
  dirs: StaticDirs;
  publicUrl: string;
  fetchImpl?: typeof fetch;
}) => {
  const readFile = cachedFileReader();
  const fetched = new Map<string, { at: number; text: Promise<string | null> }>();

  // Never rejects: the body can fail after the headers came (an origin that resets or stalls
  // mid-body), and a rejection here would be unhandled on the stale-while-revalidate path
  // below and end the process (issue #9 item 10).
  const fetchText = async (url: string): Promise<string | null> => {
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(REMOTE_FILE_TIMEOUT_MS) });
      if (res.ok) return await res.text();
      await res.body?.cancel();
      return null;
    } catch {
      return null;
    }
  };

  const fromElsewhere = (url: string): Promise<string | null> => {
    const hit = fetched.get(url);
    if (hit && Date.now() - hit.at < REMOTE_FILE_TTL_MS) return hit.text;
    const fresh = fetchText(url);
    if (!hit) {
      fetched.set(url, { at: Date.now(), text: fresh });
      return fresh;
    }
    // Stale while revalidating: the page is not held up by the remote's origin, and the stale copy
    // stays the answer until a fresh one has come (a page asking while a revalidation fails gets it too).
    fetched.set(url, { at: Date.now(), text: hit.text });
    void fresh.then((text) => {
      if (text !== null) fetched.set(url, { at: Date.now(), text: fresh });
    });
    return hit.text;
  };

  return async (manifestUrl: string, file: string): Promise<RemoteFile | null> => {
    const manifest = new URL(manifestUrl, publicUrl);
    const folderUrl = new URL('./', manifest);
    const own = manifest.origin === new URL(publicUrl).origin;
    const base = own ? folderUrl.pathname : folderUrl.href;
    const folder = own ? localFolder(manifest, dirs) : null;
    if (folder) {
      try {
        return { text: await readFile(path.join(folder, file)), base };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    }
    if (own) return null;
    const text = await fromElsewhere(new URL(file, folderUrl).href);
    return text === null ? null : { text, base };
  };
};

import path from 'node:path';
import type { Logger } from 'pino';
import * as v from 'valibot';
import type { StaticDirs } from '../app-deps';
import {
  NOT_FOUND_TITLE,
  PRERENDERED_ATTRIBUTE,
  REMOTES_INLINE_ID,
  SITE_TITLE_ATTRIBUTE,
  areaForPath,
  prerenderedPageSchema,
  prerenderedPages,
  type PrerenderedPage,
} from '../contract';
import type { Remotes } from './remotes';
import { visitorRemotes } from '../services/releases/visitor';
import type { RemotesSource } from './remotes-source';
import { cachedFileReader, remoteFileReader } from './remote-files';

export interface IndexPageOptions {
  dirs: StaticDirs;
  remotes: RemotesSource;
  publicUrl: string;
  logger: Logger;
}

export interface PageRequest {
  path: string;
  /** A visitor who is signed in gets no prerendered page: it shows the signed-out navigation. */
  signedIn: boolean;
  /** No area has a page at the path (issue #24.11): the page is titled so, and answered with 404. */
  notFound?: boolean;
  /** The visitor's id (issue #26 item 5): the page carries the map with the canaries they are in. */
  visitor?: string | undefined;
}

const ROOT = '<div id="root"></div>';

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Remembers the last few results by their arguments. The file readers hand back the very same
 * string while a file is unchanged, so comparing is cheap and a page is parsed and put together
 * once per release instead of on every request; a few, for the few per-visitor maps of decision
 * 028 (one for visitors outside every canary, one per set of canaries), the oldest forgotten past `max`.
 */
const memoSome = <A extends unknown[], R>(fn: (...args: A) => R, max = 8) => {
  const kept: { args: A; result: R }[] = [];
  return (...args: A): R => {
    const found = kept.find((k) => k.args.every((arg, i) => arg === args[i]));
    if (found) return found.result;
    const result = fn(...args);
    kept.push({ args, result });
    if (kept.length > max) kept.shift();
    return result;
  };
};

/** Where a prerendered page goes: its markup, the folder its stylesheets are relative to, and its area. */
interface Prerendered {
  page: PrerenderedPage;
  base: string;
  area: string;
}

const compose = (template: string, remotesJson: string, pre?: Prerendered['page'], base = '', area = ''): string => {
  const head = [`<script type="application/json" id="${REMOTES_INLINE_ID}">${remotesJson}</script>`];
  let root = ROOT;
  if (pre) {
    for (const style of pre.styles) head.push(`<link rel="stylesheet" href="${attr(base + style)}">`);
    root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${area}">${pre.html}</div>`;
  }
  // Replacer functions: a `$&` in the markup must stay literal.
  return template.replace('</head>', () => `${head.join('')}</head>`).replace(ROOT, () => root);
};

/**
 * The template titled "Page not found", its own title kept in an attribute for the shell to put
 * back once the visitor moves on (the title's text is HTML already, so only `"` needs escaping).
 */
const titledNotFound = (template: string): string =>
  template.replace(
    /<title>([\s\S]*?)<\/title>/,
    (_, site: string) => `<title ${SITE_TITLE_ATTRIBUTE}="${site.replace(/"/g, '&quot;')}">${NOT_FOUND_TITLE}</title>`,
  );

/**
 * index.html for a page: the remotes map written in (one round trip fewer before the first
 * area loads) and, for a page an area prerenders and a visitor who is not signed in, that
 * markup inside #root with its stylesheets, so it is painted before any script runs.
 */
export const indexPage = ({ dirs, remotes: remotesSource, publicUrl, logger }: IndexPageOptions) => {
  const read = cachedFileReader();
  const readRemoteFile = remoteFileReader({ dirs, publicUrl });
  // Memoised, so a broken file is parsed, and reported, once per version rather than per request.
  const parse = memoSome((text: string, manifest: string): PrerenderedPage | null => {
    try {
      const parsed = v.safeParse(prerenderedPageSchema, JSON.parse(text));
      if (parsed.success) return parsed.output;
      logger.warn({ manifest }, 'prerendered page has the wrong shape; serving the page without it');
    } catch (err) {
      logger.warn({ err, manifest }, 'prerendered page is not JSON; serving the page without it');
    }
    return null;
  });
  // One for each of the three pages there are: plain, with the prerendered markup, and not found.
  const composePlain = memoSome(compose);
  const composePrerendered = memoSome(compose);
  const composeNotFound = memoSome((template: string, remotesJson: string) => compose(titledNotFound(template), remotesJson));
  // The same string for the same map object, so the memos above compare by identity.
  const jsonOf = new WeakMap<Remotes, string>();
  const remotesJsonOf = (remotes: Remotes) => {
    let json = jsonOf.get(remotes);
    if (json === undefined) {
      json = scriptJson(remotes);
      jsonOf.set(remotes, json);
    }
    return json;
  };

  // A remote without the page, or one that cannot be reached in time, leaves the page plain.
  const prerendered = async (page: PageRequest, remotes: Remotes): Promise<Prerendered | null> => {
    const file = prerenderedPages[page.path as keyof typeof prerenderedPages];
    const manifest = remotes[areaForPath(page.path)];
    if (!file || !manifest || page.signedIn) return null;
    try {
      const found = await readRemoteFile(manifest, file);
      const parsed = found && parse(found.text, manifest);
      if (found && parsed) return { page: parsed, base: found.base, area: areaForPath(page.path) };
    } catch (err) {
      logger.warn({ err, manifest, file }, 'prerendered page unreadable; serving the page without it');
    }
    return null;
  };

  return async (page: PageRequest): Promise<string> => {
    // A refused REMOTES_FILE still gives a map: the last good one, or the built-in one (remotes-source.ts).
    const [template, state] = await Promise.all([read(path.join(dirs.shell, 'index.html')), remotesSource.read()]);
    // The visitor's own map: the canaries they are in (decision 028), chosen in memory.
    const remotes = visitorRemotes(state, page.visitor);
    const remotesJson = remotesJsonOf(remotes);
    if (page.notFound) return composeNotFound(template, remotesJson);
    const pre = await prerendered(page, remotes);
    return pre ? composePrerendered(template, remotesJson, pre.page, pre.base, pre.area) : composePlain(template, remotesJson);
  };
};

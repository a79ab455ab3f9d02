import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { StaticDirs } from '../app-deps';
import { SIGNED_IN_HINT_COOKIE, isPagePath } from '../contract';
import { ensureVisitorId } from '../services/releases/visitor';
import { cacheControlFor } from './cache-control';
import { remoteRoot } from './dirs';
import { encodedPages } from './encoded-page';
import type { PageRequest } from './index-page';

const isApi = (p: string) => p === '/api' || p.startsWith('/api/');

// Source maps hold every source file and mf-stats.json describes the whole build: no visitor gets
// them (issue #23 item 8; docs/decisions/019). The build keeps them in dist-maps/, and an older build
// that still has them in dist/ is not served them either. Judged on the path as koa-send decodes it.
const sourceFile = /\.map(\.(br|gz))?$|(^|\/)mf-stats\.json(\.(br|gz))?$/i;
const isSourceFile = (p: string) => {
  try {
    return sourceFile.test(decodeURIComponent(p));
  } catch {
    return true;
  }
};

const trySend = async (ctx: Context, root: string, file: string): Promise<boolean> => {
  try {
    await send(ctx, file, {
      root,
      index: 'index.html',
      hidden: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        // A build's precompressed .br / .gz files are sent as they are, by what the browser accepts.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    return true;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400) return false;
    throw err;
  }
};

const notFoundText = (ctx: Context) => {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
};

const sendPage = async (
  ctx: Context,
  page: (req: PageRequest) => Promise<string>,
  send: (ctx: Context, html: string) => Promise<void>,
  secureCookies: boolean,
): Promise<boolean> => {
  const path = ctx.path === '/index.html' ? '/' : ctx.path;
  // A path no area has a page at still gets the app, which shows its not-found page, but as a 404 (issue #24.11).
  const notFound = !isPagePath(path);
  let html: string;
  try {
    // Each visitor's page carries their own map (a canary or not, issue #26 item 5): named by a cookie, chosen in memory.
    const visitor = ensureVisitorId(ctx, secureCookies);
    html = await page({ path, signedIn: Boolean(ctx.cookies.get(SIGNED_IN_HINT_COOKIE)), notFound, visitor });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  await send(ctx, html);
  if (notFound) ctx.status = 404;
  ctx.set('Cache-Control', 'private, no-cache');
  // What / holds depends on whether the visitor is signed in (index-page.ts), and on the canaries they are in.
  ctx.vary('Cookie');
  return true;
};

/**
 * The production builds: the shell at /, each remote under /remotes/<mf-name>/, and the
 * shell's index.html (made by `page`) for any other page a browser asks for (client-side routing).
 */
export const serveStatic = (dirs: StaticDirs, page: (req: PageRequest) => Promise<string>, secureCookies = false): Middleware => {
  const sendEncoded = encodedPages();
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApi(ctx.path)) return next();
    await next();
    if (ctx.body != null || ctx.status !== 404) return;
    if (isSourceFile(ctx.path)) return notFoundText(ctx);

    const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(ctx.path);
    if (remote) {
      const root = remoteRoot(dirs, remote[1]!);
      if (!root || !(await trySend(ctx, root, remote[2] ?? '/'))) notFoundText(ctx);
      return;
    }
    const isIndex = ctx.path === '/' || ctx.path === '/index.html';
    if (!isIndex && (await trySend(ctx, dirs.shell, ctx.path))) return;
    // A page (no file extension) a browser navigates to gets the app; a missing asset stays a 404.
    if (isIndex || (!path.extname(ctx.path) && ctx.accepts('html') === 'html')) {
      if (await sendPage(ctx, page, sendEncoded, secureCookies)) return;
    }
    notFoundText(ctx);
  };
};

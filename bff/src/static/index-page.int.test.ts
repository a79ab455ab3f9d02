import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import {
  NOT_FOUND_TITLE,
  PRERENDERED_ATTRIBUTE,
  REMOTES_INLINE_ID,
  SIGNED_IN_HINT_COOKIE,
  SITE_TITLE_ATTRIBUTE,
  prerenderedPages,
} from '../contract';
import { defaultRemotes } from './remotes';

let t: TestApp;
let root: string;
let remotesFile: string;
const publicDir = () => path.join(root, 'mf-public');
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const landing = {
  html: '<section id="hero"><h1>Next-Level Success Solutions</h1><p>$& stays $1</p></section>',
  styles: ['prerender/landing.0a1b2c3d.css'],
};
const writeLanding = (content: unknown) => write(path.join(publicDir(), prerenderedPages['/']), JSON.stringify(content));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-index-page-'));
  write(
    path.join(root, 'shell/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  write(path.join(publicDir(), 'mf-manifest.json'), '{"name":"mf_public"}');
  remotesFile = path.join(root, 'remotes.json');
  t = await startTestApp({
    env: { REMOTES_FILE: remotesFile },
    deps: { static: { shell: path.join(root, 'shell'), remotes: { 'mf-public': publicDir() } } },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  write(remotesFile, JSON.stringify(defaultRemotes));
  writeLanding(landing);
});

const html = { Accept: 'text/html' };
const get = async (p: string, cookie?: string) => {
  const res = await t.client().get(p, { headers: cookie ? { ...html, Cookie: cookie } : html });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res;
};
const inlineRemotes = (text: string) => {
  const match = new RegExp(`<script type="application/json" id="${REMOTES_INLINE_ID}">(.*?)</script>`).exec(text);
  return match ? (JSON.parse(match[1]!) as unknown) : null;
};

describe('index.html as the bff serves it', () => {
  it('paints / prerendered for a visitor who is not signed in: the markup in #root, its stylesheet in the head', async () => {
    const res = await get('/');
    expect(res.text).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}="public">${landing.html}</div>`);
    expect(res.text).toContain('<link rel="stylesheet" href="/remotes/mf-public/prerender/landing.0a1b2c3d.css"></head>');
    expect(inlineRemotes(res.text)).toEqual(defaultRemotes);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });

  it('gives a signed-in visitor the plain page, since the prerendered one shows the signed-out navigation', async () => {
    const res = await get('/', `${SIGNED_IN_HINT_COOKIE}=1`);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('landing.0a1b2c3d.css');
    expect(inlineRemotes(res.text)).toEqual(defaultRemotes);
  });

  it('writes the remotes map into every other page, with nothing prerendered', async () => {
    const res = await get('/members/dashboard');
    expect(res.text).toContain('<div id="root"></div>');
    expect(inlineRemotes(res.text)).toEqual(defaultRemotes);
    expect((await get('/login')).text).not.toContain(PRERENDERED_ATTRIBUTE);
  });

  it('keeps a </script> inside the remotes map from ending the data block', async () => {
    const odd = { ...defaultRemotes, internal: '/remotes/mf-internal/</script><script>alert(1)</script>/mf-manifest.json' };
    write(remotesFile, JSON.stringify(odd));
    const res = await get('/login');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(inlineRemotes(res.text)).toEqual(odd);
  });

  it('serves the plain page when the prerendered page is missing or has the wrong shape', async () => {
    writeLanding({ html: '<p>x</p>', styles: ['../../shell/evil.css'] });
    const logged = t.logs.length;
    expect((await get('/')).text).toContain('<div id="root"></div>');
    expect((await get('/')).text).toContain('<div id="root"></div>');
    // Reported once for that version of the file, not on every request.
    expect(t.logs.slice(logged).filter((l) => String(l.msg).startsWith('prerendered page'))).toHaveLength(1);
    fs.rmSync(path.join(publicDir(), prerenderedPages['/']));
    expect((await get('/')).text).toContain('<div id="root"></div>');
  });

  it('fetches the prerendered page of a public area served from another origin, and links its stylesheet there', async () => {
    const requests: string[] = [];
    const cdn = http.createServer((req, res) => {
      requests.push(req.url!);
      if (req.url !== '/mf-public/v2/prerender/landing.json') return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(landing));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
      write(remotesFile, JSON.stringify({ ...defaultRemotes, public: `${origin}/mf-public/v2/mf-manifest.json` }));
      const res = await get('/');
      expect(res.text).toContain(`${PRERENDERED_ATTRIBUTE}="public">${landing.html}</div>`);
      expect(res.text).toContain(`<link rel="stylesheet" href="${origin}/mf-public/v2/prerender/landing.0a1b2c3d.css">`);
      // Kept a while: the next page does not ask the origin again.
      await get('/');
      expect(requests).toEqual(['/mf-public/v2/prerender/landing.json']);
    } finally {
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  it('serves the plain page when that origin does not answer', async () => {
    write(remotesFile, JSON.stringify({ ...defaultRemotes, public: 'http://127.0.0.1:9/mf-public/mf-manifest.json' }));
    expect((await get('/')).text).toContain('<div id="root"></div>');
  });

  it('still serves the page when REMOTES_FILE is unreadable, with the last good map written in (issue #23 item 9)', async () => {
    expect(inlineRemotes((await get('/login')).text)).toEqual(defaultRemotes);
    write(remotesFile, 'not json');
    const res = await get('/login');
    expect(res.text).toContain('<div id="root"></div>');
    expect(inlineRemotes(res.text)).toEqual(defaultRemotes);
  });

  it('sends the page compressed as the browser accepts: brotli, gzip or not at all', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${t.url}/`, { headers: { ...html, 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await res.text()).toContain(landing.html);
    }
  });

  it('answers a HEAD for / without a body', async () => {
    const res = await fetch(`${t.url}/`, { method: 'HEAD', headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('a path no area has a page at (issue #24.11)', () => {
  const notFoundTitle = `<title ${SITE_TITLE_ATTRIBUTE}="shell">${NOT_FOUND_TITLE}</title>`;

  it('#24.11 answers 404 with the same app, titled "Page not found" (the site\'s title kept for the shell to put back)', async () => {
    for (const p of ['/no/such/page', '/courses/data-science', '/login/more', '/members', '/members/nope', '/internal/snippets/abc']) {
      const res = await t.client().get(p, { headers: html });
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.text).toContain(notFoundTitle);
      expect(res.text).not.toContain('<title>shell</title>');
      expect(res.text).toContain('<div id="root"></div>');
      expect(inlineRemotes(res.text)).toEqual(defaultRemotes);
    }
  });

  it("#24.11 answers every page of the three areas 200 under the site's own title, whatever the letter case or trailing slash", async () => {
    for (const p of [
      '/',
      '/login',
      '/Sign-Up/',
      '/verify-email?token=abc',
      '/members/apps/snippets/favorites',
      '/internal/snippets/abc/edit',
    ]) {
      const res = await get(p);
      expect(res.text, p).toContain('<title>shell</title>');
      expect(res.text).not.toContain(NOT_FOUND_TITLE);
    }
  });

  it('#24.11 says 404 compressed or not, signed in or not, and to a HEAD', async () => {
    for (const accept of ['br, gzip', 'gzip', 'identity']) {
      const res = await fetch(`${t.url}/no/such/page`, { headers: { ...html, 'Accept-Encoding': accept } });
      expect(res.status, accept).toBe(404);
      expect(await res.text()).toContain(notFoundTitle);
    }
    const signedIn = await t.client().get('/members/nope', { headers: { ...html, Cookie: `${SIGNED_IN_HINT_COOKIE}=1` } });
    expect(signedIn.status).toBe(404);
    const head = await fetch(`${t.url}/no/such/page`, { method: 'HEAD', headers: html });
    expect(head.status).toBe(404);
  });
});

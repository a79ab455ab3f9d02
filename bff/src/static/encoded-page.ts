import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body, { level: 9 }),
};

/**
 * Compressed copies of the few distinct pages the bff makes (index.html with or without the
 * prerendered markup, per release), made once each with the strongest settings: compressing a
 * 35 KB page on every request cost ~0.8 ms of CPU (bench/load.ts).
 */
export const encodedPages = (max = 16) => {
  const cache = new Map<string, Map<Encoding, Promise<Buffer>>>();

  const encoded = (text: string, encoding: Encoding): Promise<Buffer> => {
    let copies = cache.get(text);
    if (!copies) {
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      copies = new Map();
      cache.set(text, copies);
    }
    let copy = copies.get(encoding);
    if (!copy) {
      copy = encoders[encoding](Buffer.from(text));
      copies.set(encoding, copy);
    }
    return copy;
  };

  /** Sets the body to `html`, compressed as the request accepts (koa-compress leaves an encoded body alone). */
  return async (ctx: Context, html: string): Promise<void> => {
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.body = await encoded(html, encoding);
      ctx.set('Content-Encoding', encoding);
    } else {
      ctx.body = html;
    }
    ctx.type = 'html';
  };
};

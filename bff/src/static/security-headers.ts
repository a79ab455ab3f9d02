import type { Middleware } from 'koa';
import { remoteOrigins } from './remotes';
import type { RemotesSource } from './remotes-source';

const CSP_TTL_MS = 5000;

export const contentSecurityPolicy = (origins: string[]): string => {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // A remote served from elsewhere loads its stylesheets (and any image or font) from there too.
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    `font-src 'self' data:${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
};

/**
 * CSP (admitting the registered remotes' origins), nosniff, Referrer-Policy and HSTS over https.
 * The remotes map is re-read at most every few seconds so a repointed remote is admitted without a
 * restart; it only ever holds URLs that parse (remotes-source.ts), so nothing here can throw.
 */
export const securityHeaders = (options: { publicUrl: string; remotes: RemotesSource }): Middleware => {
  const https = options.publicUrl.startsWith('https:');
  let cached: { at: number; mark: unknown; csp: string } = { at: -Infinity, mark: undefined, csp: contentSecurityPolicy([]) };
  const csp = async () => {
    // A release changes the map at once, and its origin (a canary's too) must be admitted with it.
    const mark = options.remotes.releasesMark();
    if (performance.now() - cached.at > CSP_TTL_MS || mark !== cached.mark) {
      const { remotes, canaries } = await options.remotes.read();
      const manifests = [...Object.values(remotes), ...Object.values(canaries).map((c) => c.manifest)];
      cached = { at: performance.now(), mark, csp: contentSecurityPolicy(remoteOrigins(manifests, options.publicUrl)) };
    }
    return cached.csp;
  };
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', await csp());
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
};

import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-control';

describe('cacheControlFor', () => {
  it.each(['main.3f2a9c1d.js', 'static/css/app.0123456789abcdef.css', '/x/217.a1b2c3d4e5.js'])('caches hashed %s for a year', (f) => {
    expect(cacheControlFor(f)).toBe('public, max-age=31536000, immutable');
  });

  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'favicon.ico', 'main.js'])('revalidates %s', (f) => {
    expect(cacheControlFor(f)).toBe('no-cache');
  });
});

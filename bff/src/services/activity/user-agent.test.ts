import { describe, expect, it } from 'vitest';
import { BROWSER_MAX, summariseUserAgent } from './user-agent';

describe('summariseUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17 on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131 on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Headless Chrome 131 on Linux',
    ],
    ['curl/8.5.0', 'curl 8'],
  ])('%s → %s', (ua, summary) => {
    expect(summariseUserAgent(ua)).toBe(summary);
  });

  it('answers null without a user agent', () => {
    expect(summariseUserAgent(undefined)).toBeNull();
    expect(summariseUserAgent('  ')).toBeNull();
  });

  it('keeps an unknown agent short', () => {
    expect(summariseUserAgent(`x${'a'.repeat(500)}`)!.length).toBeLessThanOrEqual(BROWSER_MAX);
  });
});

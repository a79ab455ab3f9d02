import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cwd = tmp();
    const c = loadConfig({}, cwd);
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      env: 'development',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      mailFrom: 'NextLevel <no-reply@nextlevel.local>',
      openai: { model: 'gpt-4o-mini', apiKey: undefined },
      remotesFile: undefined,
    });
  });

  it('rate limits and TRUSTED_PROXIES from the environment, with the documented defaults', () => {
    expect(loadConfig({}, tmp())).toMatchObject({
      trustedProxies: 0,
      sessionsMaxPerUser: 10,
      activityRetentionMs: 365 * 86_400_000,
      rateLimits: {
        windowMs: 900_000,
        perAccount: 5,
        perIp: 20,
        mailsPerAddress: 10,
        loginFailuresPerAccount: 5,
        loginFailuresPerIp: 20,
        loginPerAccount: 30,
        resetTokenFailuresPerIp: 10,
      },
    });
    const env = {
      TRUSTED_PROXIES: '2',
      RATE_LIMIT_WINDOW_MINUTES: '60',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '8',
      LOGIN_MAX_FAILURES_PER_IP: '100',
      RESET_MAX_BAD_TOKENS_PER_IP: '3',
      MAIL_REQUESTS_MAX_PER_ACCOUNT: '4',
      MAIL_REQUESTS_MAX_PER_IP: '30',
      MAIL_MAX_PER_ADDRESS: '6',
      LOGIN_MAX_PER_ACCOUNT: '12',
      SESSIONS_MAX_PER_USER: '3',
      ACTIVITY_RETENTION_DAYS: '30',
    };
    expect(loadConfig(env, tmp())).toMatchObject({
      trustedProxies: 2,
      sessionsMaxPerUser: 3,
      activityRetentionMs: 30 * 86_400_000,
      rateLimits: {
        windowMs: 3_600_000,
        perAccount: 4,
        perIp: 30,
        mailsPerAddress: 6,
        loginFailuresPerAccount: 8,
        loginFailuresPerIp: 100,
        loginPerAccount: 12,
        resetTokenFailuresPerIp: 3,
      },
    });
  });

  it('AI explanations from the environment, with the documented defaults', () => {
    expect(loadConfig({}, tmp()).openai).toEqual({
      apiKey: undefined,
      baseUrl: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 120_000,
      idleTimeoutMs: 30_000,
      maxTokens: 1024,
      generationsPerHour: 30,
      heartbeatMs: 15_000,
    });
    const env = {
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '60000',
      AI_IDLE_TIMEOUT_MS: '5000',
      AI_MAX_TOKENS: '300',
      AI_GENERATIONS_PER_HOUR: '10',
      AI_HEARTBEAT_MS: '10000',
    };
    expect(loadConfig(env, tmp()).openai).toEqual({
      apiKey: undefined,
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
      timeoutMs: 60_000,
      idleTimeoutMs: 5_000,
      maxTokens: 300,
      generationsPerHour: 10,
      heartbeatMs: 10_000,
    });
  });

  it('reads the upload body limit in bytes, 64 MB by default', () => {
    expect(loadConfig({}, tmp()).uploadMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '1048576' }, tmp()).uploadMaxBytes).toBe(1_048_576);
  });

  it('reads the upload body read deadline in milliseconds, 2 minutes by default', () => {
    expect(loadConfig({}, tmp()).uploadReadTimeoutMs).toBe(120_000);
    expect(loadConfig({ UPLOAD_READ_TIMEOUT_MS: '30000' }, tmp()).uploadReadTimeoutMs).toBe(30_000);
  });

  it('reads the analytics flush interval, batch size and buffer caps, 1 s, 500, 100,000 rows and 64 MB by default', () => {
    expect(loadConfig({}, tmp()).analyticsIngest).toEqual({
      flushMs: 1000,
      batchSize: 500,
      bufferMax: 100_000,
      bufferMaxBytes: 64 * 1024 * 1024,
    });
    const env = {
      ANALYTICS_FLUSH_MS: '250',
      ANALYTICS_BATCH_SIZE: '2000',
      ANALYTICS_BUFFER_MAX: '5000',
      ANALYTICS_BUFFER_MAX_BYTES: '1048576',
    };
    expect(loadConfig(env, tmp()).analyticsIngest).toEqual({ flushMs: 250, batchSize: 2000, bufferMax: 5000, bufferMaxBytes: 1_048_576 });
  });

  it('reads the per-Member rates as N at once over a time, 20/10s for page views, events and snippet views and 10/1m for sessions by default', () => {
    const second = (limit: number, s: number) => ({ limit, windowMs: s * 1000 });
    expect(loadConfig({}, tmp()).memberRates).toEqual({
      pageViews: second(20, 10),
      events: second(20, 10),
      visitStarts: second(10, 60),
      visitEnds: second(10, 60),
      snippetViews: second(20, 10),
    });
    const env = {
      ANALYTICS_PAGE_VIEWS_RATE: '5/1s',
      ANALYTICS_EVENTS_RATE: '100/2m',
      ANALYTICS_SESSIONS_RATE: '3/30s',
      SNIPPET_VIEWS_RATE: ' 7/7s ',
    };
    expect(loadConfig(env, tmp()).memberRates).toEqual({
      pageViews: second(5, 1),
      events: second(100, 120),
      visitStarts: second(3, 30),
      visitEnds: second(3, 30),
      snippetViews: second(7, 7),
    });
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4100' }, tmp()).publicUrl).toBe('http://localhost:4100');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'http://mail'],
    ['SESSION_KEYS', 'short'],
    ['TRUSTED_PROXIES', '-1'],
    ['TRUSTED_PROXIES', 'all'],
    ['RATE_LIMIT_WINDOW_MINUTES', '0'],
    ['LOGIN_MAX_FAILURES_PER_ACCOUNT', '5.5'],
    ['LOGIN_MAX_FAILURES_PER_IP', 'many'],
    ['RESET_MAX_BAD_TOKENS_PER_IP', '0'],
    ['MAIL_REQUESTS_MAX_PER_ACCOUNT', ''],
    ['MAIL_REQUESTS_MAX_PER_IP', '-3'],
    ['MAIL_MAX_PER_ADDRESS', '0'],
    ['LOGIN_MAX_PER_ACCOUNT', 'x'],
    ['SESSIONS_MAX_PER_USER', '0'],
    ['ACTIVITY_RETENTION_DAYS', '0'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', 'half an hour'],
    ['SESSION_MAX_DAYS', '-1'],
    ['MAIL_TO_FILES', 'yes please'],
    ['AI_TIMEOUT_MS', '0'],
    ['AI_IDLE_TIMEOUT_MS', '2.5'],
    ['AI_MAX_TOKENS', 'lots'],
    ['AI_GENERATIONS_PER_HOUR', '-1'],
    ['AI_HEARTBEAT_MS', ''],
    ['UPLOAD_MAX_BYTES', '64mb'],
    ['UPLOAD_MAX_BYTES', '1000'],
    ['UPLOAD_MAX_BYTES', '99999999999'],
    ['UPLOAD_READ_TIMEOUT_MS', '0'],
    ['UPLOAD_READ_TIMEOUT_MS', '2m'],
    ['ANALYTICS_FLUSH_MS', '5'],
    ['ANALYTICS_BATCH_SIZE', '0'],
    ['ANALYTICS_BUFFER_MAX', 'lots'],
    ['ANALYTICS_BUFFER_MAX_BYTES', '64mb'],
    ['ANALYTICS_BUFFER_MAX_BYTES', '1000'],
    ['ANALYTICS_PAGE_VIEWS_RATE', '20'],
    ['ANALYTICS_EVENTS_RATE', '0/10s'],
    ['ANALYTICS_SESSIONS_RATE', '10/1h'],
    ['SNIPPET_VIEWS_RATE', 'lots'],
  ])('names %s when its value %s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value }, tmp())).toThrow(new RegExp(`${name}: `));
  });

  it('generates session keys once outside production and keeps them in DATA_DIR', () => {
    const cwd = tmp();
    const first = loadConfig({}, cwd).sessionKeys;
    expect(first).toHaveLength(1);
    expect(first[0]!.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).sessionKeys).toEqual(first);
    expect(fs.readFileSync(path.join(cwd, 'data', 'session-keys'), 'utf8').trim()).toBe(first[0]);
  });

  it('requires SESSION_KEYS in production and splits them on commas', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_TO_FILES: '1' }, tmp())).toThrow(ConfigError);
    const keys = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ NODE_ENV: 'production', MAIL_TO_FILES: '1', SESSION_KEYS: keys.join(', ') }, tmp()).sessionKeys).toEqual(keys);
  });

  it('reads the session idle timeout in minutes and the absolute lifetime in days', () => {
    expect(loadConfig({}, tmp()).sessionLifetime).toEqual({ idleMs: 30 * 60_000, absoluteMs: 7 * 86_400_000 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_DAYS: '1' }, tmp()).sessionLifetime).toEqual({
      idleMs: 15 * 60_000,
      absoluteMs: 86_400_000,
    });
  });

  describe('mail in production', () => {
    const production = { NODE_ENV: 'production', SESSION_KEYS: 'k'.repeat(32) };

    it('refuses to start without SMTP_URL, naming the variable and the way to ask for files', () => {
      expect(() => loadConfig(production, tmp())).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, SMTP_URL: '' }, tmp())).toThrow(/SMTP_URL: required in production \(or set MAIL_TO_FILES=1/);
      expect(() => loadConfig({ ...production, MAIL_TO_FILES: '0' }, tmp())).toThrow(/SMTP_URL: required in production/);
    });

    it('starts with SMTP_URL, or with MAIL_TO_FILES=1 asked for explicitly', () => {
      expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:1025' }, tmp())).toMatchObject({
        smtpUrl: 'smtp://mail:1025',
        mailToFiles: false,
      });
      expect(loadConfig({ ...production, MAIL_TO_FILES: '1' }, tmp())).toMatchObject({ smtpUrl: undefined, mailToFiles: true });
    });

    it('needs neither outside production', () => {
      expect(loadConfig({}, tmp())).toMatchObject({ smtpUrl: undefined, mailToFiles: false });
    });
  });
});

describe('#23.10 development mode on an address that is not this machine', () => {
  it.each([
    'https://nextlevel.example.com',
    'http://192.168.1.20:3000',
    'http://10.0.0.5',
    'http://[2001:db8::1]:3000',
    'http://localhost.example.com',
  ])('refuses to start with PUBLIC_URL=%s, naming NODE_ENV=production and what production needs', (publicUrl) => {
    for (const env of [{ PUBLIC_URL: publicUrl }, { PUBLIC_URL: publicUrl, NODE_ENV: 'development' }]) {
      const cwd = tmp();
      expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
      expect(() => loadConfig(env, cwd)).toThrow(/PUBLIC_URL: .*NODE_ENV=production.*SESSION_KEYS.*SMTP_URL.*MAIL_TO_FILES=1/);
      // Refused before anything is written: no generated session keys in DATA_DIR.
      expect(fs.existsSync(path.join(cwd, 'data'))).toBe(false);
    }
  });

  it.each([
    undefined,
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.8.9.10',
    'http://[::1]:3000',
    'http://app.localhost:3000',
  ])('keeps the zero-setup local run with PUBLIC_URL=%s', (publicUrl) => {
    expect(loadConfig(publicUrl ? { PUBLIC_URL: publicUrl } : {}, tmp())).toMatchObject({ env: 'development', isProduction: false });
  });

  it('starts in production on a public address', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_KEYS: 'k'.repeat(32),
      SMTP_URL: 'smtp://mail:1025',
      PUBLIC_URL: 'https://nextlevel.example.com',
    };
    expect(loadConfig(env, tmp())).toMatchObject({ isProduction: true, publicUrl: 'https://nextlevel.example.com' });
  });
});

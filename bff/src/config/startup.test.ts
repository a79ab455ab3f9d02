import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServer, startServerProcess } from '../../test/support/spawn';

describe('starting the server with a bad configuration', () => {
  it.each([
    [{ PORT: 'not-a-port' }, /PORT: must be a port number/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ NODE_ENV: 'production' }, /SESSION_KEYS: required in production/],
    [{ NODE_ENV: 'production', SESSION_KEYS: 'k'.repeat(32) }, /SMTP_URL: required in production \(or set MAIL_TO_FILES=1/],
  ])(
    'exits non-zero and names the variable (%o)',
    async (env, message) => {
      const { exited, output } = runServer({ DATA_DIR: '/nonexistent-never-created', ...env });
      expect(await exited).not.toBe(0);
      expect(output()).toMatch(message);
    },
    30_000,
  );
});

describe('starting in production without an SMTP server', () => {
  it('starts when mails to files are asked for explicitly (MAIL_TO_FILES=1)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-startup-'));
    try {
      const server = await startServerProcess({
        NODE_ENV: 'production',
        SESSION_KEYS: 'k'.repeat(32),
        MAIL_TO_FILES: '1',
        DATA_DIR: dataDir,
      });
      // Logged just after "listening", and pino writes asynchronously: the line may come a moment later.
      await server.waitForOutput(/Mail: files in /);
      expect(await server.stop()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('#23.10 a bare start on a server', () => {
  it('exits non-zero when PUBLIC_URL is not this machine and NODE_ENV is left at development, saying what to set', async () => {
    const { exited, output } = runServer({ DATA_DIR: '/nonexistent-never-created', PUBLIC_URL: 'https://nextlevel.example.com' });
    expect(await exited).not.toBe(0);
    expect(output()).toMatch(/PUBLIC_URL: https:\/\/nextlevel\.example\.com is not this machine.*set NODE_ENV=production/);
    // No demo account was made and no password printed.
    expect(output()).not.toMatch(/Demo .* account/);
  }, 30_000);
});

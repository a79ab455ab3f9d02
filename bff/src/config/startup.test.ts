import { describe, expect, it } from 'vitest';
import { runServer } from '../../test/support/spawn';

describe('starting the server with a bad configuration', () => {
  it.each([
    [{ PORT: 'not-a-port' }, /PORT: must be a port number/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ NODE_ENV: 'production' }, /SESSION_KEYS: required in production/],
  ])('exits non-zero and names the variable (%o)', async (env, message) => {
    const { exited, output } = runServer({ DATA_DIR: '/nonexistent-never-created', ...env });
    expect(await exited).not.toBe(0);
    expect(output()).toMatch(message);
  }, 30_000);
});

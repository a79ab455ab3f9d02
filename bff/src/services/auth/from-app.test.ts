import os from 'node:os';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock, type AppDeps } from '../../app-deps';
import { loadConfig } from '../../config/config';
import { authServiceFor } from './from-app';

describe('authServiceFor', () => {
  const appDeps = (): AppDeps => ({
    config: loadConfig({ SESSION_KEYS: 'test-session-key-0123456789abcdef0123456789', NODE_ENV: 'test' }, os.tmpdir()),
    // Building the service runs no query.
    db: {} as Knex,
    logger: pino({ level: 'silent' }),
    clock: systemClock,
  });

  it('builds one auth service per app, whichever router asks first', () => {
    const deps = appDeps();
    expect(authServiceFor(deps)).toBe(authServiceFor(deps));
  });

  it('builds another for another app', () => {
    expect(authServiceFor(appDeps())).not.toBe(authServiceFor(appDeps()));
  });
});

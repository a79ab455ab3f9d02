import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it("recognises pg's network errors, PostgreSQL's shutdown and connection SQLSTATEs, knex's pool timeout and a closed PGlite", () => {
    for (const err of [
      withCode('ECONNREFUSED', 'select 1 - connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('57014', 'canceling statement due to statement timeout'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      new Error('Connection terminated unexpectedly'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it("looks through objection's nativeError and an Error cause", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('DBError'), { nativeError: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves bugs and bad statements to be 500s', () => {
    for (const err of [
      new TypeError('x is undefined'),
      withCode('23505'),
      withCode('22P05', 'unsupported Unicode escape sequence'),
      withCode('42P01'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});

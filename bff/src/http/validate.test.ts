import type { Context } from 'koa';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, memberSettingsSchema, verifyEmailQuerySchema } from '../contract/auth';
import { messages } from '../contract/messages';
import { HttpError } from './errors';
import { parse, parseBody, parseQuery } from './validate';

describe('parse', () => {
  it('returns the schema output (trimmed)', () => {
    expect(parse(loginSchema, { email: ' a@b.co ', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('throws a 400 with the first catalogue message', () => {
    try {
      parse(loginSchema, { email: 'nope', password: '' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(400);
      expect((err as HttpError).message).toBe(messages.validation.emailInvalid);
    }
  });

  it('works with any valibot schema', () => {
    expect(() => parse(v.number('Number please'), 'x')).toThrow('Number please');
  });
});

describe('parseBody and parseQuery', () => {
  const ctxWith = (body: unknown, query: Record<string, string> = {}) => ({ request: { body }, query }) as unknown as Context;

  it("word a missing key with its field's own message, not valibot's generic one", () => {
    expect(() => parseBody(ctxWith({ password: 'x' }), loginSchema)).toThrow(messages.validation.emailRequired);
    expect(() => parseBody(ctxWith(undefined), loginSchema)).toThrow(messages.validation.emailRequired);
    expect(() => parseQuery(ctxWith({}), verifyEmailQuerySchema)).toThrow(messages.auth.verificationMissingToken);
  });

  it('leave optional keys optional and let prepare adjust the body first', () => {
    const body = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', country_id: 'c1', password: '' };
    const withoutBlank = (b: unknown) => ({ ...(b as Record<string, unknown>), password: undefined });
    expect(parseBody(ctxWith(body), memberSettingsSchema, withoutBlank).password).toBeUndefined();
    expect(parseQuery(ctxWith({}, { token: 'abc' }), verifyEmailQuerySchema)).toEqual({ token: 'abc' });
  });
});

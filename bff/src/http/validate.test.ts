import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '../contract/auth';
import { messages } from '../contract/messages';
import { HttpError } from './errors';
import { parse } from './validate';

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

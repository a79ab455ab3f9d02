import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  firstIssues,
  loginSchema,
  memberSettingsSchema,
  messageFromErrorBody,
  messages,
  registerSchema,
  resetPasswordFormSchema,
} from './index';
import { apiRoutes } from './routes';

const good = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'Analytic1', country_id: 'x' };

describe('contract schemas', () => {
  it('accepts a valid sign-up and trims names and email', () => {
    const out = v.parse(registerSchema, { ...good, first_name: '  Ada ', email: ' ada@example.com ' });
    expect(out.first_name).toBe('Ada');
    expect(out.email).toBe('ada@example.com');
  });

  it('words each sign-up rule as product §5 does', () => {
    const r = v.safeParse(registerSchema, { first_name: '', last_name: 'x'.repeat(51), email: 'nope', password: 'short', country_id: '' });
    expect(r.success).toBe(false);
    const issues = firstIssues(r.issues ?? []);
    expect(issues).toMatchObject({
      first_name: messages.validation.firstNameRequired,
      last_name: messages.validation.lastNameTooLong,
      email: messages.validation.emailInvalid,
      password: messages.validation.passwordMin,
      country_id: messages.validation.countryRequired,
    });
  });

  it('requires upper, lower and digit in a sign-up password', () => {
    const r = v.safeParse(registerSchema, { ...good, password: 'alllowercase1' });
    expect(firstIssues(r.issues ?? []).password).toBe(messages.validation.passwordComplexity);
  });

  it('judges a 100,000-character sign-up password in linear time (no regex backtracking on long input)', () => {
    const started = performance.now();
    for (const password of ['a'.repeat(100_000), 'A'.repeat(100_000)]) {
      expect(v.safeParse(registerSchema, { ...good, password }).success).toBe(false);
    }
    // The quadratic lookahead regex took about 10 s per password here; the linear check takes well under 1 ms.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses passwords over 128 characters', () => {
    const r = v.safeParse(loginSchema, { email: 'a@b.co', password: 'A1a'.repeat(50) });
    expect(r.success).toBe(false);
  });

  it('flags a mismatched confirmation on the confirmation field', () => {
    const r = v.safeParse(resetPasswordFormSchema, { newPassword: 'longenough', confirmPassword: 'different1' });
    expect(firstIssues(r.issues ?? [])).toEqual({ confirmPassword: messages.validation.passwordsDoNotMatch });
  });

  it('leaves a missing settings password out and checks a given one', () => {
    const base = { first_name: 'A', last_name: 'B', email: 'a@b.co', country_id: 'c' };
    expect(v.parse(memberSettingsSchema, base).password).toBeUndefined();
    const r = v.safeParse(memberSettingsSchema, { ...base, password: 'short' });
    expect(firstIssues(r.issues ?? []).password).toBe(messages.validation.resetPasswordMin);
  });
});

describe('messageFromErrorBody (product §8)', () => {
  it('prefers error, then message, then raw text, then status text', () => {
    expect(messageFromErrorBody('{"error":"E","message":"M"}', 'Bad')).toBe('E');
    expect(messageFromErrorBody('{"message":"M"}', 'Bad')).toBe('M');
    expect(messageFromErrorBody('plain', 'Bad')).toBe('plain');
    expect(messageFromErrorBody('', 'Bad')).toBe('Bad');
  });
});

interface SchemaNode {
  type: string;
  kind?: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  options?: SchemaNode[];
  item?: SchemaNode;
  pipe?: (SchemaNode & { requirement?: unknown })[];
}

/** A string is capped by a length, a UUID, a list of values, or a pattern without `*` or `+`. */
const isCap = (action: SchemaNode & { requirement?: unknown }) =>
  ['max_length', 'max_bytes', 'uuid', 'picklist'].includes(action.type) ||
  (action.type === 'regex' && action.requirement instanceof RegExp && !/[*+]/.test(action.requirement.source));

/** A string schema capped in its own pipe, or in the pipe of the schema its pipe starts from. */
const isCapped = (schema: SchemaNode): boolean =>
  (schema.pipe ?? []).some((step) => isCap(step) || (step !== schema && step.type === 'string' && isCapped(step)));

/** The paths of every string in a schema that no cap holds. */
const uncapped = (schema: SchemaNode, path: string): string[] => {
  const inPipe = (schema.pipe ?? []).slice(1).filter((step) => step.kind === 'schema');
  const own = ((): string[] => {
    switch (schema.type) {
      case 'optional':
      case 'nullable':
        return uncapped(schema.wrapped!, path);
      case 'object':
        return Object.entries(schema.entries!).flatMap(([key, entry]) => uncapped(entry, `${path}.${key}`));
      case 'variant':
      case 'union':
        return schema.options!.flatMap((option) => uncapped(option, path));
      case 'array':
        return uncapped(schema.item!, `${path}[]`);
      case 'string':
        return isCapped(schema) ? [] : [path];
      default:
        return [];
    }
  })();
  return [...own, ...inPipe.flatMap((step) => uncapped(step, path))];
};

describe('#23.6 names without a length cap', () => {
  it('caps every text a route takes, in its body or its query, in the contract', () => {
    const open = apiRoutes.flatMap((route) => [
      ...(route.body ? uncapped(route.body as unknown as SchemaNode, `${route.method} ${route.path} body`) : []),
      ...(route.query ? uncapped(route.query as unknown as SchemaNode, `${route.method} ${route.path} query`) : []),
    ]);
    expect(open).toEqual([]);
  });

  it('finds an uncapped string, so the test above can fail', () => {
    expect(uncapped(v.object({ name: v.pipe(v.string(), v.trim()) }) as unknown as SchemaNode, 'x')).toEqual(['x.name']);
  });
});

import type { Context } from 'koa';
import type * as v from 'valibot';
import { parse } from '../../http/validate';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * valibot words a missing key with the object's generic message; presenting every key (as
 * undefined when absent) lets each field's own SPEC §5 message speak instead ("Email is required").
 */
const withAllKeys = (schema: ObjectSchema, value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const blanks = Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined]));
  return { ...blanks, ...(value as Record<string, unknown>) };
};

export const parseInput = <S extends ObjectSchema>(schema: S, value: unknown): v.InferOutput<S> => parse(schema, withAllKeys(schema, value));

export const bodyOf = (ctx: Context): unknown => (ctx.request as { body?: unknown }).body ?? {};

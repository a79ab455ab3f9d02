import type { Context } from 'koa';
import * as v from 'valibot';
import { badRequest } from './errors';

/** Validates with a contract schema; a failure is a 400 carrying the first issue's catalogue message. */
export const parse = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest(result.issues[0].message);
  return result.output;
};

/**
 * valibot words a missing key with the object's generic message; presenting every key of an
 * object schema (as undefined when absent) lets each field's own product §5 message speak instead
 * ("Email is required"). A piped object schema keeps its `entries`, so it is covered too.
 */
const withAllKeys = (schema: v.GenericSchema, value: unknown): unknown => {
  const entries = (schema as { entries?: unknown }).entries;
  if (!entries || typeof entries !== 'object') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const blanks = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]));
  return { ...blanks, ...(value as Record<string, unknown>) };
};

/**
 * The JSON body of the request, validated with a contract schema. `prepare` may adjust the raw
 * body first (e.g. leave out a blank optional field, as the settings form's password).
 */
export const parseBody = <S extends v.GenericSchema>(
  ctx: Context,
  schema: S,
  prepare: (body: unknown) => unknown = (body) => body,
): v.InferOutput<S> => parse(schema, withAllKeys(schema, prepare((ctx.request as { body?: unknown }).body ?? {})));

/** The query string, validated with a contract schema. */
export const parseQuery = <S extends v.GenericSchema>(ctx: Context, schema: S): v.InferOutput<S> =>
  parse(schema, withAllKeys(schema, ctx.query));

import type { Context } from 'koa';
import * as v from 'valibot';
import { badRequest } from './errors';

/** Validates with a contract schema; a failure is a 400 carrying the first issue's catalogue message. */
export const parse = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest(result.issues[0].message);
  return result.output;
};

/** The JSON body of the request, validated. */
export const parseBody = <S extends v.GenericSchema>(schema: S, ctx: Context): v.InferOutput<S> =>
  parse(schema, (ctx.request as { body?: unknown }).body ?? {});

/** The query string, validated. */
export const parseQuery = <S extends v.GenericSchema>(schema: S, ctx: Context): v.InferOutput<S> => parse(schema, ctx.query);

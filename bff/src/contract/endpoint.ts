import type * as v from 'valibot';
import type { UserCategory } from './user';

/**
 * A pipeline's role (issue #26): the request carries `Authorization: Bearer <deploy token>` of the
 * area it names (its `:area` parameter, else its body's `area`), or comes from a session of
 * `orCategory`. An unknown or revoked token is 401, another area's 403; a request with a token and
 * no cookie needs no Origin or X-CSRF header (it holds no ambient authority a forgery could use).
 */
export interface DeployTokenRole {
  deployToken: true;
  orCategory: UserCategory;
}

/**
 * Who may call an endpoint (product §6): `any` is open to everyone, signed in or not; `signed-in`
 * needs a session of any category; a category needs that category (401 signed out, 403 another);
 * a deploy-token role also lets an area's pipeline in.
 */
export type RouteRole = 'any' | 'signed-in' | UserCategory | DeployTokenRole;

/** The role takes an area's deploy token. */
export const takesDeployToken = (role: RouteRole): role is DeployTokenRole => typeof role === 'object';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One /api endpoint, declared once (issue #25 item 2). The bff binds its handler from it (role
 * check and parsing done before the handler: http/bind-endpoint.ts), the authorization matrix and
 * fuzz test walk every definition, the shell's client calls it (`callApi`, which checks the answer
 * against `response` in development and tests), and stories and tests fake it (`reply`).
 */
export interface Endpoint {
  method: RouteMethod;
  /** The path as the router mounts it, `:name` for a parameter (`/api/snippets/:id/view`). */
  path: string;
  role: RouteRole;
  /** The path's parameters, an object schema keyed by their names. */
  params?: v.GenericSchema<Record<string, string>, Record<string, unknown>>;
  /** The query string, when the endpoint reads one. */
  query?: v.GenericSchema;
  /** The JSON body of a mutating endpoint; absent when it takes none. */
  body?: v.GenericSchema;
  /** The JSON it answers on success; absent when it answers no body (204). */
  response?: v.GenericSchema;
  /** The status of a success with a body, when it is not 200 (201 for a creation). */
  status?: number;
  /** The most a body may hold, when more than the bff's default (middleware/body.ts). */
  bodyLimit?: number;
  /** What the answer streams instead of JSON (`text/event-stream`); `response` is then absent. */
  stream?: 'text/event-stream';
  /** The catalogue messages (contract/messages/) it may answer with a 4xx, beside validation's. */
  errors?: readonly string[];
  /**
   * Open to a session that REQUIRE_MFA_FOR holds until a second factor is set up (issue #27 item
   * 5): what setting one up needs, and the session read. Every other signed-in endpoint answers it
   * 403 `{ error, code: 'mfa-setup-required' }` (http/bind-endpoint.ts).
   */
  duringMfaSetup?: true;
}

/** Declares an endpoint; `const` keeps its literal path and schemas for the types derived from it. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Schema<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends v.GenericSchema ? E[K] : undefined;

/** What a caller sends: the path's parameters, the query and the body, as the schemas take them. */
export interface EndpointInput<E extends Endpoint> {
  params: Schema<E, 'params'> extends v.GenericSchema ? v.InferInput<Schema<E, 'params'>> : undefined;
  query: Schema<E, 'query'> extends v.GenericSchema ? v.InferInput<Schema<E, 'query'>> : undefined;
  body: Schema<E, 'body'> extends v.GenericSchema ? v.InferInput<Schema<E, 'body'>> : undefined;
}

/** What a handler receives: the same, parsed (defaults applied, strings coerced). */
export interface ParsedInput<E extends Endpoint> {
  params: Schema<E, 'params'> extends v.GenericSchema ? v.InferOutput<Schema<E, 'params'>> : undefined;
  query: Schema<E, 'query'> extends v.GenericSchema ? v.InferOutput<Schema<E, 'query'>> : undefined;
  body: Schema<E, 'body'> extends v.GenericSchema ? v.InferOutput<Schema<E, 'body'>> : undefined;
}

/** What a success answers: the response schema's type, or `undefined` for an endpoint without a body. */
export type ResponseOf<E extends Endpoint> = E['response'] extends v.GenericSchema ? v.InferOutput<E['response']> : undefined;

/** The URL path of a call: `/api/snippets/:id/view` with `{ id }` is `/api/snippets/<id>/view`. */
export const pathFor = (definition: Pick<Endpoint, 'path'>, params?: Record<string, string>): string =>
  definition.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });

/** A path with a query string of the given values; an unset or empty one is no filter (the bff reads '' as absent anyway). */
export const withQuery = (path: string, query?: Record<string, string | number | boolean | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** An endpoint changes state (and so passes the CSRF guard and carries a JSON body, if any). */
export const isMutating = (definition: Pick<Endpoint, 'method'>): boolean => definition.method !== 'GET';

import type * as v from 'valibot';
import {
  loginSchema,
  memberSettingsSchema,
  registerSchema,
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailQuerySchema,
} from './auth';
import { api, pathPattern } from './paths';
import { randomSnippetQuerySchema } from './snippets';
import type { RouteMethod, RouteRole } from './endpoint';
import { endpointList } from './endpoints/index';

export interface ApiRoute {
  method: RouteMethod;
  /** The path as the bff's router mounts it (`:name` for a parameter). */
  path: string;
  role: RouteRole;
  /** The contract schema of a mutating route's JSON body; absent when the route takes none. */
  body?: v.GenericSchema;
  /** The contract schema of the query string, when the route reads one. */
  query?: v.GenericSchema;
}

/**
 * Every /api route the bff serves, one entry each. The authorization matrix and the fuzz test are
 * generated from this list, and a mounted route missing from it fails them (issue #9, item 13):
 * a route of a later issue is added here in the change that serves it, with its role.
 */
const legacyRoutes: readonly ApiRoute[] = [
  { method: 'POST', path: api.login, role: 'any', body: loginSchema },
  { method: 'POST', path: api.logout, role: 'any' },
  { method: 'POST', path: api.register, role: 'any', body: registerSchema },
  { method: 'POST', path: api.resendVerification, role: 'any', body: resendVerificationSchema },
  { method: 'GET', path: api.verifyEmail, role: 'any', query: verifyEmailQuerySchema },
  { method: 'POST', path: api.requestPasswordReset, role: 'any', body: requestPasswordResetSchema },
  { method: 'POST', path: api.resetPassword, role: 'any', body: resetPasswordSchema },
  { method: 'PUT', path: api.memberSettings, role: 'Member', body: memberSettingsSchema },
  { method: 'GET', path: api.randomSnippet, role: 'Member', query: randomSnippetQuerySchema },
  { method: 'POST', path: pathPattern(api.snippetView), role: 'Member' },
  { method: 'POST', path: pathPattern(api.snippetFavourite), role: 'Member' },
  { method: 'DELETE', path: pathPattern(api.snippetFavourite), role: 'Member' },
  { method: 'GET', path: api.favourites, role: 'Member' },
];

/**
 * Every /api route the bff serves: the endpoint definitions, then the routes not yet declared as
 * one (issue #25 item 2 moves them over resource by resource).
 */
export const apiRoutes: readonly ApiRoute[] = [...endpointList, ...legacyRoutes];

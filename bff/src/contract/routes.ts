import type * as v from 'valibot';
import { api, pathPattern } from './paths';
import { analyticsStatsQuerySchema, endSessionSchema, eventSchema, pageViewSchema, startSessionSchema } from './analytics';
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
  { method: 'POST', path: api.analyticsSession, role: 'Member', body: startSessionSchema },
  { method: 'POST', path: api.analyticsPageView, role: 'Member', body: pageViewSchema },
  { method: 'POST', path: api.analyticsEvent, role: 'Member', body: eventSchema },
  { method: 'POST', path: pathPattern(api.analyticsSessionEnd), role: 'Member', body: endSessionSchema },
  { method: 'GET', path: api.analyticsPageViews, role: 'Internal', query: analyticsStatsQuerySchema },
  { method: 'GET', path: api.analyticsTopPages, role: 'Internal', query: analyticsStatsQuerySchema },
  { method: 'GET', path: api.analyticsEvents, role: 'Internal', query: analyticsStatsQuerySchema },
  { method: 'GET', path: api.analyticsSessions, role: 'Internal', query: analyticsStatsQuerySchema },
  { method: 'GET', path: api.analyticsBuilds, role: 'Internal', query: analyticsStatsQuerySchema },
  { method: 'GET', path: api.analyticsActive, role: 'Internal' },
];

/**
 * Every /api route the bff serves: the endpoint definitions, then the routes not yet declared as
 * one (issue #25 item 2 moves them over resource by resource).
 */
export const apiRoutes: readonly ApiRoute[] = [...endpointList, ...legacyRoutes];

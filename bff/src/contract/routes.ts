import type * as v from 'valibot';
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
 * Every /api route the bff serves, one entry each: the endpoint definitions (issue #25 item 2). The
 * authorization matrix and the fuzz test are generated from this list, and a mounted route missing
 * from it fails them (issue #9, item 13).
 */
export const apiRoutes: readonly ApiRoute[] = endpointList;

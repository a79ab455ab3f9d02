import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { accountRoutes } from './auth/router';
import { countryRoutes } from './countries';
import { userRoutes } from './user';

/** Every /api router, in one list; feature routes add themselves here. */
export const apiRouters = (deps: AppDeps): Router[] => [countryRoutes(deps.db, deps.clock), userRoutes(), accountRoutes(deps)];

import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { analyticsRecordingRoutes } from './analytics/recording';
import { analyticsStatsRoutes } from './analytics/stats';
import { loginRoutes } from './auth/login';
import { passkeyRoutes } from './auth/passkeys';
import { passwordResetRoutes } from './auth/password-reset';
import { registrationRoutes } from './auth/register';
import { countryRoutes } from './core/countries';
import { internalActivityRoutes } from './internal/activity';
import { explanationRoutes } from './internal/explanations';
import { internalAuthorRoutes } from './internal/authors';
import { internalCategoryRoutes } from './internal/categories';
import { internalSettingsRoutes } from './internal/settings';
import { internalSnippetRoutes } from './internal/snippets';
import { userRoutes } from './core/user';
import { uploadDataRoutes } from './internal/upload-data';
import { memberActivityRoutes } from './members/activity';
import { memberSettingsRoutes } from './members/settings';
import { memberSnippetRoutes } from './members/snippets';
import { releaseRoutes } from './platform/releases';

/** A router factory of /api: `routes/<area>/<resource>.ts` exports one. */
export type ApiRoutes = (deps: AppDeps) => Router;

/**
 * Every /api router, in one list; a new `routes/<area>/<resource>.ts` adds itself here (and its
 * paths to contract/routes.ts, which the authorization matrix test holds against this list).
 */
const routerFactories: ApiRoutes[] = [
  // core: what every area reads
  userRoutes,
  countryRoutes,
  // auth: accounts (product §7)
  loginRoutes,
  registrationRoutes,
  passwordResetRoutes,
  // passkeys: sign-in with one, and a user's own (issue #27)
  passkeyRoutes,
  // members
  memberSettingsRoutes,
  memberSnippetRoutes,
  memberActivityRoutes,
  // analytics: what the shell records for Members
  analyticsRecordingRoutes,
  // internal: the staff area (issue #12)
  explanationRoutes,
  uploadDataRoutes,
  // internal: the CMS of issue #12
  internalSnippetRoutes,
  internalAuthorRoutes,
  internalCategoryRoutes,
  internalSettingsRoutes,
  // internal: the activity log and the dashboard's figures (issue #27)
  internalActivityRoutes,
  // internal: the analytics dashboard's statistics (issue #13)
  analyticsStatsRoutes,
  // platform: releases of each area's build, for pipelines and staff (issue #26)
  releaseRoutes,
];

export const apiRouters = (deps: AppDeps): Router[] => routerFactories.map((routes) => routes(deps));

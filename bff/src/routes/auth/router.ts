import type Router from '@koa/router';
import { createRouter } from '../../http/router';
import type { AppDeps } from '../../app-deps';
import { createAuthService, type AuthService } from '../../services/auth/auth-service';
import { authDepsFrom } from '../../services/auth/from-app';
import { memberSettingsRoutes } from '../members-settings';
import { loginRoutes } from './login';
import { passwordResetRoutes } from './password-reset';
import { registrationRoutes } from './register';

/** Every account route of SPEC §7 except GET /api/user and GET /api/countries (core). */
export const authRouter = (auth: AuthService): Router => {
  const router = createRouter();
  loginRoutes(router, auth);
  registrationRoutes(router, auth);
  passwordResetRoutes(router, auth);
  memberSettingsRoutes(router, auth);
  return router;
};

/** The accounts API (issue #4), built from the app's dependencies, ready for apiRouters. */
export const accountRoutes = (deps: AppDeps): Router => authRouter(createAuthService(authDepsFrom(deps)));

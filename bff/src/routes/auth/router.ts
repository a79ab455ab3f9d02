import Router from '@koa/router';
import type { AuthService } from '../../services/auth/auth-service';
import { memberSettingsRoutes } from '../members-settings';
import { loginRoutes } from './login';
import { passwordResetRoutes } from './password-reset';
import { registrationRoutes } from './register';

/** Every account route of SPEC §7 except GET /api/user and GET /api/countries (core). */
export const authRouter = (auth: AuthService): Router => {
  const router = new Router();
  loginRoutes(router, auth);
  registrationRoutes(router, auth);
  passwordResetRoutes(router, auth);
  memberSettingsRoutes(router, auth);
  return router;
};

import type { AppDeps } from '../../app-deps';
import { authDepsFrom } from '../auth/from-app';
import { createRateLimiter } from '../auth/rate-limiter';
import { settingsLimits } from '../auth/settings-limits';
import { createPasskeyService, type PasskeyService } from './passkey-service';

const services = new WeakMap<AppDeps, PasskeyService>();

/**
 * The app's one passkey service, on the auth service's dependencies (the same mail outbox, password
 * hasher and limits; the limiter's counters live in auth_rate_limits, shared with the password
 * sign-in, so a client's failures count the same whichever way it tries).
 */
export const passkeyServiceFor = (app: AppDeps): PasskeyService => {
  let service = services.get(app);
  if (!service) {
    const deps = authDepsFrom(app);
    const limiter = createRateLimiter({ db: app.db, clock: app.clock });
    service = createPasskeyService(deps, limiter, settingsLimits(limiter, deps.settingsLimits), app.config.mfa.requiredFor);
    services.set(app, service);
  }
  return service;
};

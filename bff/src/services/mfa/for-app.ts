import type { AppDeps } from '../../app-deps';
import { authDepsFrom } from '../auth/from-app';
import { createMfaService, type MfaService } from './mfa-service';

const services = new WeakMap<AppDeps, MfaService>();

/** The app's one two-step service (the login and the two-step routes share it). */
export const mfaServiceFor = (app: AppDeps): MfaService => {
  let service = services.get(app);
  if (!service) {
    service = createMfaService({
      ...authDepsFrom(app),
      requiredFor: app.config.mfa.requiredFor,
      encryptionKeys: app.config.mfa.encryptionKeys,
    });
    services.set(app, service);
  }
  return service;
};

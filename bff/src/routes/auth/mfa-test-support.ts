import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { endpoints } from '../../contract/endpoints';
import type { MfaConfirmResponse, MfaSetupResponse } from '../../contract/mfa';

/** The code an authenticator app shows for `secret` at the test clock's time (plus `offsetMs`). */
export const codeFor = (t: TestApp, secret: string, offsetMs = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + offsetMs });

/** Turns codes on for the signed-in client: the secret and the recovery codes. */
export const enrol = async (t: TestApp, client: TestClient, password: string) => {
  const setup = await client.post(endpoints.startMfaSetup.path, { currentPassword: password });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const { secret } = setup.json<MfaSetupResponse>();
  const confirm = await client.post(endpoints.confirmMfaSetup.path, { code: codeFor(t, secret) });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${confirm.text}`);
  return { secret, recoveryCodes: confirm.json<MfaConfirmResponse>().recovery_codes };
};

/** Moves the test clock to the next 30-second step, so a fresh code is not the one just used. */
export const nextStep = (t: TestApp): void => t.clock.advance(30_000);

import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'NextLevel';

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/…` URI an app scans from the QR code. */
export const otpauthUrl = (secret: string, email: string): string => totpFor(secret, email).toString();

/**
 * The time-step a 6-digit code belongs to, if it is the code of this step or the one before or
 * after (clock drift of up to 30 seconds either way); undefined otherwise. The caller refuses a
 * step at or before the last one accepted, so a code never works twice.
 */
export const totpStep = (secret: string, code: string, now: Date): number | undefined => {
  if (!/^\d{6}$/.test(code)) return undefined;
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
};

import type { MfaSetupResponse } from '@nextlevel/bff/contract';

/** A tiny valid SVG as the bff sends the QR code (a data URL): fixtures only, no QR library in the browser. */
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>';

/** POST /api/mfa/setup's answer. */
export const aSetup = (): MfaSetupResponse => ({
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/NextLevel:ada%40example.com?issuer=NextLevel&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  qr_code: `data:image/svg+xml;base64,${btoa(svg)}`,
});

/** Ten recovery codes as POST /api/mfa/confirm answers them. */
export const someRecoveryCodes = [
  'abcd-efgh-jkmn-pqrs',
  'tuvw-xyz2-3456-789a',
  'bcde-fghj-kmnp-qrst',
  'uvwx-yz23-4567-89ab',
  'cdef-ghjk-mnpq-rstu',
  'vwxy-z234-5678-9abc',
  'defg-hjkm-npqr-stuv',
  'wxyz-2345-6789-abcd',
  'efgh-jkmn-pqrs-tuvw',
  'xyz2-3456-789a-bcde',
];

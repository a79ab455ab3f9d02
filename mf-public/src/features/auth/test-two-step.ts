import type { MfaSetupResponse } from '@nextlevel/bff/contract';

/**
 * The QR code of `aSetup().otpauth_url` as the bff draws it (qrcode's SVG, made once): fixtures
 * only, no QR library in the browser.
 */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 53 53" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h53v53H0z"/><path stroke="#000000" d="M2 2.5h7m1 0h2m1 0h2m2 0h2m2 0h2m2 0h7m2 0h1m1 0h1m2 0h1m2 0h1m1 0h7M2 3.5h1m5 0h1m1 0h1m2 0h1m2 0h1m1 0h7m3 0h4m1 0h1m4 0h5m1 0h1m5 0h1M2 4.5h1m1 0h3m1 0h1m2 0h5m1 0h1m1 0h1m2 0h1m1 0h1m2 0h1m3 0h1m2 0h2m1 0h1m1 0h1m1 0h2m1 0h1m1 0h3m1 0h1M2 5.5h1m1 0h3m1 0h1m1 0h6m2 0h1m4 0h3m1 0h1m1 0h2m3 0h3m1 0h2m1 0h1m2 0h1m1 0h3m1 0h1M2 6.5h1m1 0h3m1 0h1m2 0h1m2 0h2m1 0h1m2 0h2m1 0h6m1 0h1m2 0h1m1 0h1m1 0h3m4 0h1m1 0h3m1 0h1M2 7.5h1m5 0h1m3 0h1m1 0h4m1 0h1m1 0h2m1 0h1m3 0h2m2 0h1m7 0h1m3 0h1m5 0h1M2 8.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M10 9.5h2m1 0h1m1 0h4m1 0h2m1 0h2m3 0h3m4 0h1m2 0h5M2 10.5h1m1 0h2m1 0h3m1 0h1m2 0h6m2 0h1m1 0h7m1 0h2m2 0h2m3 0h2m1 0h1m2 0h1m1 0h2M3 11.5h1m2 0h2m1 0h2m1 0h1m1 0h1m1 0h1m2 0h2m2 0h1m7 0h2m5 0h2m1 0h2m1 0h2m1 0h1M2 12.5h2m2 0h1m1 0h1m5 0h1m2 0h3m3 0h2m1 0h1m2 0h1m2 0h2m3 0h3m2 0h1m1 0h1m3 0h1M3 13.5h2m4 0h2m1 0h1m1 0h2m1 0h6m1 0h2m6 0h1m1 0h1m1 0h1m2 0h3m1 0h1m1 0h2m1 0h1m1 0h1M2 14.5h1m1 0h3m1 0h2m1 0h1m3 0h3m1 0h3m2 0h1m6 0h3m3 0h2m2 0h2m1 0h1m1 0h4M2 15.5h1m7 0h2m1 0h1m1 0h1m1 0h1m4 0h1m2 0h1m2 0h1m2 0h1m1 0h2m3 0h3m7 0h1m1 0h1M5 16.5h1m1 0h2m1 0h2m1 0h1m1 0h4m4 0h2m1 0h1m1 0h5m2 0h4m1 0h3m1 0h2m1 0h1m1 0h1M2 17.5h1m3 0h1m2 0h1m1 0h2m3 0h2m1 0h1m3 0h1m4 0h1m3 0h2m1 0h1m1 0h2m1 0h2m4 0h2m1 0h1M3 18.5h6m2 0h1m1 0h2m1 0h1m3 0h2m1 0h1m3 0h2m5 0h2m1 0h1m1 0h2m1 0h1m2 0h3m2 0h1M10 19.5h4m2 0h3m1 0h3m2 0h6m5 0h2m1 0h5m2 0h4M5 20.5h4m3 0h3m1 0h1m1 0h3m2 0h1m2 0h1m1 0h2m1 0h2m5 0h2m3 0h1m1 0h3M4 21.5h1m5 0h1m2 0h3m1 0h1m1 0h5m1 0h2m1 0h2m3 0h1m1 0h1m2 0h4m1 0h1m1 0h1m1 0h1m1 0h2M4 22.5h2m2 0h1m1 0h1m1 0h2m1 0h3m2 0h3m2 0h1m5 0h1m1 0h4m2 0h1m3 0h1m3 0h1m1 0h2M3 23.5h4m2 0h1m1 0h1m2 0h5m4 0h1m2 0h1m2 0h6m2 0h1m1 0h1m1 0h1m3 0h1m1 0h1m1 0h1M3 24.5h2m1 0h6m1 0h1m1 0h1m3 0h4m1 0h6m1 0h2m1 0h3m1 0h1m2 0h8m1 0h1M3 25.5h2m1 0h1m3 0h3m2 0h1m3 0h3m1 0h2m3 0h1m4 0h3m1 0h3m1 0h2m3 0h3M4 26.5h3m1 0h1m1 0h2m1 0h2m3 0h1m3 0h1m1 0h1m1 0h1m1 0h1m2 0h1m1 0h1m1 0h1m1 0h2m1 0h1m1 0h1m1 0h1m1 0h3M5 27.5h2m3 0h2m1 0h1m1 0h2m4 0h2m1 0h1m3 0h1m1 0h1m2 0h3m4 0h3m3 0h1m1 0h3M4 28.5h1m1 0h5m1 0h1m1 0h1m2 0h5m2 0h5m1 0h1m1 0h1m4 0h1m2 0h7m1 0h1M3 29.5h2m2 0h1m1 0h1m3 0h1m1 0h3m1 0h1m3 0h2m1 0h2m1 0h4m1 0h2m4 0h2m1 0h3m1 0h1m1 0h2M2 30.5h1m2 0h1m1 0h2m4 0h2m2 0h1m4 0h2m3 0h3m1 0h1m1 0h5m2 0h1m4 0h1m2 0h1M2 31.5h2m2 0h2m1 0h4m1 0h1m4 0h1m2 0h1m1 0h1m4 0h2m1 0h2m2 0h1m3 0h3m2 0h2m1 0h1m1 0h1M2 32.5h1m2 0h1m1 0h4m2 0h1m2 0h1m2 0h2m1 0h1m2 0h2m2 0h1m1 0h1m1 0h2m1 0h1m1 0h5m3 0h1m1 0h3M2 33.5h2m1 0h3m2 0h1m1 0h2m1 0h3m2 0h2m1 0h3m1 0h1m4 0h1m1 0h4m3 0h1m2 0h1m1 0h1m3 0h1M2 34.5h2m1 0h1m2 0h1m7 0h5m1 0h2m1 0h1m2 0h2m2 0h1m1 0h1m2 0h3m4 0h4M2 35.5h1m6 0h1m2 0h2m1 0h2m3 0h1m1 0h1m4 0h1m1 0h3m2 0h1m1 0h1m4 0h2m1 0h2m1 0h1m1 0h2M2 36.5h4m2 0h1m1 0h1m2 0h4m3 0h2m2 0h2m2 0h4m1 0h1m4 0h1m1 0h1m1 0h2m1 0h1m3 0h2M4 37.5h4m2 0h4m4 0h1m2 0h1m2 0h1m2 0h3m1 0h2m1 0h1m3 0h1m1 0h2m1 0h3m1 0h3M3 38.5h1m1 0h1m2 0h4m2 0h2m1 0h1m3 0h3m2 0h2m1 0h1m2 0h1m2 0h1m2 0h5m1 0h5M3 39.5h1m1 0h1m3 0h1m1 0h2m3 0h2m1 0h2m1 0h1m1 0h2m2 0h1m2 0h1m3 0h1m1 0h1m1 0h3m2 0h1m1 0h3m1 0h1M3 40.5h1m3 0h2m1 0h2m1 0h1m1 0h3m5 0h1m1 0h1m1 0h1m1 0h4m2 0h1m2 0h1m1 0h1m1 0h2m3 0h1m1 0h1M3 41.5h3m3 0h1m2 0h2m1 0h4m2 0h1m1 0h1m2 0h1m1 0h1m1 0h3m1 0h1m4 0h2m2 0h1m1 0h2m3 0h1M2 42.5h3m3 0h1m1 0h3m1 0h1m5 0h2m1 0h7m3 0h3m3 0h2m1 0h5m1 0h3M10 43.5h1m2 0h1m1 0h1m3 0h1m3 0h2m3 0h2m1 0h1m1 0h4m1 0h1m3 0h1m3 0h2m2 0h1M2 44.5h7m1 0h3m1 0h1m3 0h1m1 0h2m2 0h1m1 0h1m1 0h2m3 0h1m2 0h2m4 0h1m1 0h1m1 0h1m1 0h3M2 45.5h1m5 0h1m1 0h1m1 0h1m2 0h3m1 0h1m1 0h1m1 0h2m3 0h1m1 0h3m1 0h1m3 0h1m1 0h1m1 0h1m3 0h1m2 0h1M2 46.5h1m1 0h3m1 0h1m2 0h3m1 0h3m5 0h8m1 0h1m3 0h2m1 0h9m1 0h2M2 47.5h1m1 0h3m1 0h1m1 0h9m1 0h1m3 0h2m1 0h4m1 0h1m2 0h2m1 0h1m3 0h7m1 0h1M2 48.5h1m1 0h3m1 0h1m1 0h2m1 0h1m4 0h2m1 0h3m1 0h1m4 0h1m1 0h5m5 0h1m1 0h3M2 49.5h1m5 0h1m2 0h1m3 0h3m3 0h1m2 0h1m3 0h3m5 0h1m2 0h1m1 0h1m1 0h2m3 0h1M2 50.5h7m1 0h3m1 0h1m2 0h1m1 0h1m1 0h6m2 0h1m1 0h2m5 0h1m4 0h1m4 0h3"/></svg>';

/** POST /api/mfa/setup's answer. */
export const aSetup = (): MfaSetupResponse => ({
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/NextLevel:ada%40example.com?issuer=NextLevel&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
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

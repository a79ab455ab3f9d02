import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent when one-time codes are turned on (issue #27 item 6). */
export const mfaOnEmail = (input: { publicUrl: string; firstName: string }): EmailParts => ({
  subject: 'Two-step verification was turned on',
  preheader: 'A quick security notice about your Next-Level account.',
  heading: `Two-step verification is on, ${input.firstName}`,
  paragraphs: [
    'Signing in to your Next-Level account now asks for a code from your authenticator app after your password.',
    'Keep your recovery codes somewhere safe: each lets you in once if you lose your phone.',
  ],
  action: { label: "Wasn't me — reset my password", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `Didn't turn it on? Reset your password right away and contact us. — ${SIGNATURE}`,
});

/** Sent when new recovery codes replace the old ones (issue #27 item 6). */
export const recoveryCodesRegeneratedEmail = (input: { publicUrl: string; firstName: string }): EmailParts => ({
  subject: 'New recovery codes were made',
  preheader: 'A quick security notice about your Next-Level account.',
  heading: `New recovery codes, ${input.firstName}`,
  paragraphs: [
    'Ten new recovery codes were made for your Next-Level account. The ones you had before no longer work.',
    'Keep the new ones somewhere safe: each lets you in once if you lose your phone.',
  ],
  action: { label: "Wasn't me — reset my password", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `Didn't make them? Reset your password right away and contact us. — ${SIGNATURE}`,
});

/** Sent when one-time codes are turned off (issue #27 item 6). */
export const mfaOffEmail = (input: { publicUrl: string; firstName: string }): EmailParts => ({
  subject: 'Two-step verification was turned off',
  preheader: 'A quick security notice about your Next-Level account.',
  heading: `Two-step verification is off, ${input.firstName}`,
  paragraphs: [
    'Signing in to your Next-Level account no longer asks for a code from your authenticator app.',
    'If that was you, there is nothing else to do.',
  ],
  action: { label: "Wasn't me — reset my password", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `Didn't turn it off? Reset your password right away to lock everyone else out. — ${SIGNATURE}`,
});

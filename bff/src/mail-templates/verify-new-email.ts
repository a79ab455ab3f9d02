import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent to the new address after an e-mail change in settings. */
export const verifyNewEmail = (input: { publicUrl: string; firstName: string; token: string }): EmailParts => ({
  subject: 'Confirm your new Next-Level email address',
  preheader: 'One click to finish changing your email.',
  heading: `Almost done, ${input.firstName}`,
  paragraphs: [
    'You asked to use this address for your Next-Level account. Confirm it and we will switch your account over.',
    'The link works once and expires in 24 hours. Until then you keep signing in with your current address.',
  ],
  action: { label: 'Confirm my new email', url: appLink(input.publicUrl, '/verify-email', { token: input.token }) },
  footnote: `If you did not ask for this, ignore this email and nothing changes. — ${SIGNATURE}`,
});

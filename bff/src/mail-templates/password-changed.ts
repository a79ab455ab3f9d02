import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent after a password reset or a password change in settings. */
export const passwordChangedEmail = (input: { publicUrl: string; firstName: string }): EmailParts => ({
  subject: 'Your Next-Level password was changed',
  preheader: 'A quick security notice about your account.',
  heading: `Your password was changed, ${input.firstName}`,
  paragraphs: [
    'The password of your Next-Level account has just been changed, and other devices were signed out.',
    'If that was you, there is nothing else to do.',
  ],
  action: { label: "Wasn't me — reset my password", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `Didn't change it? Reset your password right away to lock everyone else out. — ${SIGNATURE}`,
});

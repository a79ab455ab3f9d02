import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent on "Send Reset Link" for an existing account. */
export const passwordResetEmail = (input: { publicUrl: string; firstName: string; token: string }): EmailParts => ({
  subject: 'Reset your Next-Level password',
  preheader: 'Choose a new password for your account.',
  heading: `Let's get you back in, ${input.firstName}`,
  paragraphs: [
    'We received a request to reset the password of your Next-Level account. Choose a new one with the button below.',
    'The link works once and expires in 1 hour. Resetting signs you out on every device.',
  ],
  action: { label: 'Choose a new password', url: appLink(input.publicUrl, '/reset-password', { token: input.token }) },
  footnote: `If you did not ask for this, ignore this email: your password stays as it is. — ${SIGNATURE}`,
});

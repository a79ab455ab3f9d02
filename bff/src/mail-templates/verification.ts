import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent after sign-up and on "Resend Verification Email". */
export const verificationEmail = (input: { publicUrl: string; firstName: string; token: string }): EmailParts => ({
  subject: 'Verify your email to start with Next-Level',
  preheader: 'One click and your account is ready.',
  heading: `Welcome aboard, ${input.firstName}!`,
  paragraphs: [
    'Thanks for creating your Next-Level account. Confirm this is your email address; opened in the browser you signed up in, the link signs you in straight away.',
    'The link works once and expires in 24 hours.',
  ],
  action: { label: 'Verify my email', url: appLink(input.publicUrl, '/verify-email', { token: input.token }) },
  footnote: `If you did not sign up, you can ignore this email — no account will be activated. — ${SIGNATURE}`,
});

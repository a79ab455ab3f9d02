import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent instead of a second account when someone signs up with an address that already has one. */
export const alreadyRegisteredEmail = (input: { publicUrl: string; firstName: string }): EmailParts => ({
  subject: 'You already have a Next-Level account',
  preheader: 'Someone tried to sign up with this email address.',
  heading: `Good to see you again, ${input.firstName}`,
  paragraphs: [
    'Someone — hopefully you — just tried to create a Next-Level account with this email address. You already have one, so nothing new was created.',
    `Sign in here: ${appLink(input.publicUrl, '/login')}`,
    'Forgot your password? You can choose a new one in a minute.',
  ],
  action: { label: 'Reset my password', url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `If this wasn't you, no action is needed: your account is unchanged. — ${SIGNATURE}`,
});

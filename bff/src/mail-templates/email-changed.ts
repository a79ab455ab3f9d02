import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent to the old address when settings ask to move the account to a new one. */
export const emailChangedEmail = (input: { publicUrl: string; firstName: string; newEmail: string }): EmailParts => ({
  subject: 'Your Next-Level email address is changing',
  preheader: 'A quick security notice about your account.',
  heading: `Heads up, ${input.firstName}`,
  paragraphs: [
    `Someone signed in to your Next-Level account asked to change its email address to ${input.newEmail}.`,
    'The change takes effect once the new address is verified; until then you keep signing in with this one.',
  ],
  action: { label: "Wasn't me — secure my account", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `If you made this change, there is nothing else to do. — ${SIGNATURE}`,
});

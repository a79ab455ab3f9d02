import { appLink, SIGNATURE, type EmailParts } from './email-parts';

/** Sent when a passkey is added to an account (issue #27 item 6). */
export const passkeyAddedEmail = (input: { publicUrl: string; firstName: string; passkeyName: string }): EmailParts => ({
  subject: 'A passkey was added to your account',
  preheader: 'A quick security notice about your account.',
  heading: `A passkey was added, ${input.firstName}`,
  paragraphs: [
    `A passkey named “${input.passkeyName}” was just added to your Next-Level account. It can sign in without your password.`,
    'If that was you, there is nothing else to do.',
  ],
  action: { label: "Wasn't me — reset my password", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `Didn't add it? Reset your password, then remove the passkey in your settings. — ${SIGNATURE}`,
});

/** Sent when a passkey is removed from an account (issue #27 item 6). */
export const passkeyRemovedEmail = (input: { publicUrl: string; firstName: string; passkeyName: string }): EmailParts => ({
  subject: 'A passkey was removed from your account',
  preheader: 'A quick security notice about your account.',
  heading: `A passkey was removed, ${input.firstName}`,
  paragraphs: [`The passkey named “${input.passkeyName}” was just removed from your Next-Level account and can no longer sign in.`],
  action: { label: "Wasn't me — reset my password", url: appLink(input.publicUrl, '/forgot-password') },
  footnote: `Didn't remove it? Reset your password right away. — ${SIGNATURE}`,
});

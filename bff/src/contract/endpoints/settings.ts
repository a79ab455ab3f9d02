import { memberSettingsSchema } from '../auth';
import { endpoint } from '../endpoint';
import { messages } from '../messages/index';
import { passkeyMessages } from '../messages/passkeys';
import { memberSettingsResponseSchema } from '../user';

/** The member's own account (product §4 Settings, §7). */
export const memberSettingsEndpoints = {
  /**
   * Saves name, country, e-mail and password; a new address or password needs the current password
   * or a passkey in the same request (issue #9, issue #27 item 6), and a new address stays pending
   * until its link is opened.
   */
  updateMemberSettings: endpoint({
    method: 'PUT',
    path: '/api/members/settings',
    role: 'Member',
    body: memberSettingsSchema,
    response: memberSettingsResponseSchema,
    errors: [
      messages.validation.currentPasswordRequired,
      messages.auth.currentPasswordIncorrect,
      passkeyMessages.verificationFailed,
      passkeyMessages.challengeExpired,
      messages.auth.tooManyRequests,
    ],
  }),
};

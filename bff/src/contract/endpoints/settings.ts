import { memberSettingsSchema } from '../auth';
import { endpoint } from '../endpoint';
import { messages } from '../messages/index';
import { memberSettingsResponseSchema } from '../user';

/** The member's own account (product §4 Settings, §7). */
export const memberSettingsEndpoints = {
  /**
   * Saves name, country, e-mail and password; a new address or password needs the current password
   * (issue #9), and a new address stays pending until its link is opened.
   */
  updateMemberSettings: endpoint({
    method: 'PUT',
    path: '/api/members/settings',
    role: 'Member',
    body: memberSettingsSchema,
    response: memberSettingsResponseSchema,
    errors: [messages.auth.currentPasswordIncorrect, messages.auth.tooManyRequests],
  }),
};

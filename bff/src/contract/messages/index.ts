import { analyticsMessages } from './analytics';
import { authMessages } from './auth';
import { errorMessages } from './errors';
import { internalMessages } from './internal';
import { settingsMessages } from './settings';
import { snippetMessages } from './snippets';
import { successMessages } from './success';
import { validationMessages } from './validation';

export * from './counts';
/**
 * Passkeys' messages (issue #27) stand apart from `messages`: the catalogue object is provided whole
 * to every page, `/` included (decision 003's budget), and these are read only by /login's passkey
 * button, the settings' Passkeys card and the bff. Import `passkeyMessages` where needed.
 */
export { passkeyMessages } from './passkeys';
/** Two-step verification's messages (issue #27) stand apart for the same reason. */
export { mfaMessages } from './mfa';
/** The Releases screen's and the build health's load errors (issue #26), read by the Internal area alone. */
export { releaseScreenMessages } from './release-screens';
/** The upload's and the CSV reader's messages (product §5, §8) stand apart too: only the Internal area and the bff read them. */
export {
  csvHeaderMismatchMessage,
  csvMessages,
  csvTooFewColumnsMessage,
  uploadMessages,
  uploadRefusedMessage,
  uploadSuccessMessage,
} from './upload';

/**
 * The message catalogue: product §5 (validation) and §8 (errors), shared by the bff and the
 * front-ends, one module per section. Sections are gathered by reference, never spread: the
 * minifier then keeps only the strings a bundle reads (spread sections were kept whole, 630 B
 * gzip more in the shell alone).
 */
export const messages = {
  required: 'Required',
  validation: validationMessages,
  internal: internalMessages,
  snippets: snippetMessages,
  analytics: analyticsMessages,
  auth: authMessages,
  settings: settingsMessages,
  errors: errorMessages,
  success: successMessages,
} as const;

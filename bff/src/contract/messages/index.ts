import { analyticsMessages } from './analytics';
import { authMessages } from './auth';
import { errorMessages } from './errors';
import { internalMessages } from './internal';
import { settingsMessages } from './settings';
import { snippetMessages } from './snippets';
import { successMessages } from './success';
import { csvMessages, uploadMessages } from './upload';
import { validationMessages } from './validation';

export * from './counts';
/**
 * Passkeys' messages (issue #27) stand apart from `messages`: the catalogue object is provided whole
 * to every page, `/` included (decision 003's budget), and these are read only by /login's passkey
 * button, the settings' Passkeys card and the bff. Import `passkeyMessages` where needed.
 */
export { passkeyMessages } from './passkeys';
export { csvHeaderMismatchMessage, csvTooFewColumnsMessage, uploadRefusedMessage, uploadSuccessMessage } from './upload';

/**
 * The message catalogue: product §5 (validation) and §8 (errors), shared by the bff and the
 * front-ends, one module per section. Sections are gathered by reference, never spread: the
 * minifier then keeps only the strings a bundle reads (spread sections were kept whole, 630 B
 * gzip more in the shell alone).
 */
export const messages = {
  required: 'Required',
  validation: validationMessages,
  upload: uploadMessages,
  csv: csvMessages,
  internal: internalMessages,
  snippets: snippetMessages,
  analytics: analyticsMessages,
  auth: authMessages,
  settings: settingsMessages,
  errors: errorMessages,
  success: successMessages,
} as const;

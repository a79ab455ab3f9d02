import { analyticsErrorMessages, analyticsMessages } from './analytics';
import { authErrorMessages, authMessages, authValidationMessages } from './auth';
import { contactErrorMessages, contactSuccessMessages, contactValidationMessages } from './contact';
import { errorMessages } from './errors';
import { internalErrorMessages, internalMessages, internalSuccessMessages, internalValidationMessages } from './internal';
import { settingsMessages, settingsValidationMessages } from './settings';
import { snippetErrorMessages, snippetMessages } from './snippets';
import { csvMessages, uploadErrorMessages, uploadMessages, uploadValidationMessages } from './upload';

export * from './counts';
export type { MessageResponse } from './errors';
export { csvHeaderMismatchMessage, csvTooFewColumnsMessage, uploadRefusedMessage, uploadSuccessMessage } from './upload';

/**
 * The message catalogue: product §5 (validation) and §8 (errors), shared by the bff and the
 * front-ends. Each resource keeps its messages in its own module, as the contract's endpoints do;
 * `validation`, `errors` and `success` gather every resource's.
 */
export const messages = {
  required: 'Required',
  validation: {
    ...authValidationMessages,
    ...settingsValidationMessages,
    ...internalValidationMessages,
    ...contactValidationMessages,
    ...uploadValidationMessages,
  },
  upload: uploadMessages,
  csv: csvMessages,
  internal: internalMessages,
  snippets: snippetMessages,
  analytics: analyticsMessages,
  auth: authMessages,
  settings: settingsMessages,
  errors: {
    ...errorMessages,
    ...authErrorMessages,
    ...uploadErrorMessages,
    ...internalErrorMessages,
    ...analyticsErrorMessages,
    ...snippetErrorMessages,
    ...contactErrorMessages,
  },
  success: {
    ...internalSuccessMessages,
    ...contactSuccessMessages,
  },
} as const;

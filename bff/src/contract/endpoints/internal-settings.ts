import { endpoint } from '../endpoint';
import { LONG_TEXT_BODY_LIMIT, settingValueResponseSchema, settingValueSchema } from '../snippets';

const path = '/api/internal/settings/default_snippet_prompt';

/** The default prompt (product §2 Settings, §7), Internal only: `{ value }`. */
export const internalSettingEndpoints = {
  /** The stored prompt; empty when none is stored. */
  getDefaultPrompt: endpoint({ method: 'GET', path, role: 'Internal', response: settingValueResponseSchema }),
  /** Stores the prompt, trimmed; answers it. */
  saveDefaultPrompt: endpoint({
    method: 'POST',
    path,
    role: 'Internal',
    body: settingValueSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    response: settingValueResponseSchema,
  }),
};

/** The internal CMS routes (issue #12). */
export const internalMessages = {
  authorNotFound: 'Author not found',
  categoryNotFound: 'Category not found',
  authorIdInvalid: 'Invalid author id',
  categoryIdInvalid: 'Invalid category id',
  searchTooLong: 'Search must be at most 200 characters',
  cursorInvalid: 'Invalid cursor',
  idsInvalid: 'ids must be at most 100 comma-separated UUIDs',
  limitInvalid: 'limit must be a whole number from 1 to 200',
} as const;

/** The snippet form and the AI settings (product §5). */
export const internalValidationMessages = {
  snippetRequired: 'Text, author, and category are required',
  promptRequired: 'Prompt is required',
  snippetTextTooLong: 'Text must be at most 5000 characters',
  explanationTooLong: 'Explanation must be at most 20000 characters',
  promptTooLong: 'Prompt must be at most 20000 characters',
  settingValueTooLong: 'Value must be at most 20000 characters',
} as const;

export const internalErrorMessages = {
  generateExplanation: 'Failed to generate explanation',
  saveSnippet: 'Failed to save snippet',
  saveDefaultPrompt: 'Failed to save default prompt',
  aiNotConfigured: 'AI explanations are not configured',
  aiFailed: 'The AI service failed to answer. Please try again.',
  aiTimeout: 'The AI service took too long to answer. Please try again.',
  aiTooMany: 'Too many explanations requested. Please try again later.',
} as const;

export const internalSuccessMessages = {
  defaultPromptSaved: 'Default prompt saved successfully',
  explanationGenerated: 'Explanation generated successfully',
  snippetCreated: 'Snippet created successfully',
  snippetUpdated: 'Snippet updated successfully',
} as const;

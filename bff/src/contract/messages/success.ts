/** The success toasts (product §8). */
export const successMessages = {
  defaultPromptSaved: 'Default prompt saved successfully',
  explanationGenerated: 'Explanation generated successfully',
  snippetCreated: 'Snippet created successfully',
  snippetUpdated: 'Snippet updated successfully',
  contactTitle: 'Success!',
  contact: 'Thank you for your interest! We will get back to you soon.',
} as const;

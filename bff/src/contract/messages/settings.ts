/** The member's settings (product §5, §8). */
export const settingsMessages = {
  updated: 'Settings updated successfully',
  updatedEmailPending: 'Settings updated successfully. Please check your new email address to verify it.',
  failed: 'Failed to update settings',
} as const;

export const settingsValidationMessages = {
  settingsEmailInvalid: 'Invalid email address',
  settingsCountryRequired: 'Country is required',
  currentPasswordRequired: 'Current password is required',
} as const;

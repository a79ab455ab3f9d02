/** The member's settings (product §4, §8). */
export const settingsMessages = {
  updated: 'Settings updated successfully',
  updatedEmailPending: 'Settings updated successfully. Please check your new email address to verify it.',
  failed: 'Failed to update settings',
} as const;

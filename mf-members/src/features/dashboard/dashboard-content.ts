/** The static figures and lists of the member dashboard (product §2: nothing is loaded from the server). */
export const stats = [
  { label: 'Profile', value: 'Complete' },
  { label: 'Last Login', value: 'Today' },
  { label: 'Notifications', value: '0' },
  { label: 'Settings', value: 'Updated' },
] as const;

export const quickActions = [
  { label: 'Open your apps', to: '/members/apps' },
  { label: 'Update your account settings', to: '/members/settings' },
  { label: 'Back to the main site', to: '/' },
] as const;

export const recentActivity = ['Signed in to the member portal', 'Account verified', 'Welcome to NextLevel'] as const;

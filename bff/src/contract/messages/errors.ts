/** The error toasts of every screen and the error bodies of every route (product §8). */
export const errorMessages = {
  /** Title of every error toast (product §8). */
  title: 'Error',
  login: 'An error occurred during login',
  signup: 'An error occurred during signup',
  resend: 'Failed to resend verification email',
  verification: 'Verification failed',
  generic: 'An error occurred. Please try again.',
  upload: 'Upload failed. Please try again.',
  generateExplanation: 'Failed to generate explanation',
  saveSnippet: 'Failed to save snippet',
  saveDefaultPrompt: 'Failed to save default prompt',
  pageViewStats: 'Failed to fetch page view stats',
  topPages: 'Failed to fetch top pages',
  eventStats: 'Failed to fetch event stats',
  sessionStats: 'Failed to fetch session stats',
  /** Ours (issue #13): the two analytics loads product §8 does not name. */
  buildStats: 'Failed to fetch views by build',
  activeMembers: 'Failed to fetch active members',
  /** Ours (issue #24.7): the one error of an analytics tab when more than one of its loads failed (each is listed under it). */
  analytics: 'Failed to fetch analytics',
  randomSnippet: 'Failed to fetch snippet',
  favourites: 'Failed to fetch favourites',
  favouriteToggle: 'Failed to update favourite',
  contact: 'Something went wrong. Please try again.',
  accessDenied: 'Access denied. Redirecting...',
  notFound: '404 Page Not Found',
  apiNotFound: 'Not found',
  internal: 'Internal server error',
  payloadTooLarge: 'Request body is too large',
  badJson: 'Request body must be valid JSON',
  unstorableText: 'Text must not contain NUL characters or invalid Unicode',
  unsupportedEncoding: 'Request body encoding is not supported',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  csrf: 'Cross-site request refused',
  aiNotConfigured: 'AI explanations are not configured',
  aiFailed: 'The AI service failed to answer. Please try again.',
  aiTimeout: 'The AI service took too long to answer. Please try again.',
  aiTooMany: 'Too many explanations requested. Please try again later.',
  /** Ours (issue #24.7): the session check or a screen's load got no answer; the visitor stays where they were. */
  unreachable: "Can't reach NextLevel",
  unreachableHelp: 'Your connection or NextLevel itself may be down. You are still signed in as far as we know: try again in a moment.',
  /** Shown while the browser says it is offline (issue #24.7). */
  offline: "You're offline. What you see may be out of date; it loads again once you're back online.",
} as const;

/** A reply that is only a message (product §7: resend, reset, register, settings…). */
export interface MessageResponse {
  message: string;
}

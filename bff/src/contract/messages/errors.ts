/** What any route or screen may answer or show, whatever the resource (product §8). */
export const errorMessages = {
  /** Title of every error toast (product §8). */
  title: 'Error',
  generic: 'An error occurred. Please try again.',
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

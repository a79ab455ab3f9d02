/** The analytics routes (issue #13). */
export const analyticsMessages = {
  daysInvalid: 'days must be 7, 30 or 90',
  periodInvalid: 'period must be current or previous',
  sessionIdInvalid: 'Invalid session id',
  sessionNotFound: 'Analytics session not found',
  recordInvalid: 'Invalid analytics record',
  durationInvalid: 'totalDuration must be a whole number of seconds',
  screenSizeInvalid: 'Screen sizes must be whole numbers',
  pagePathTooLong: 'Page paths must be at most 512 characters',
  eventDataTooLong: 'Event data must be at most 1000 characters',
  tooManyRequests: 'Too many analytics requests. Please slow down.',
  sessionEnded: 'Analytics session already ended',
} as const;

/** The analytics dashboard's loads (product §8). */
export const analyticsErrorMessages = {
  pageViewStats: 'Failed to fetch page view stats',
  topPages: 'Failed to fetch top pages',
  eventStats: 'Failed to fetch event stats',
  sessionStats: 'Failed to fetch session stats',
  /** Ours (issue #13): the two analytics loads product §8 does not name. */
  buildStats: 'Failed to fetch views by build',
  activeMembers: 'Failed to fetch active members',
  /** Ours (issue #24.7): the one error of an analytics tab when more than one of its loads failed (each is listed under it). */
  analytics: 'Failed to fetch analytics',
} as const;

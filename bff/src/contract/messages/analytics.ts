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

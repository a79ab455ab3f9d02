/** The analytics routes (issue #13). A visit's texts say "session", as product §8 words them (decision 017, Names). */
export const analyticsMessages = {
  daysInvalid: 'days must be 7, 30 or 90',
  periodInvalid: 'period must be current or previous',
  visitIdInvalid: 'Invalid session id',
  visitNotFound: 'Analytics session not found',
  recordInvalid: 'Invalid analytics record',
  durationInvalid: 'totalDuration must be a whole number of seconds',
  screenSizeInvalid: 'Screen sizes must be whole numbers',
  pagePathTooLong: 'Page paths must be at most 512 characters',
  eventDataTooLong: 'Event data must be at most 1000 characters',
  tooManyRequests: 'Too many analytics requests. Please slow down.',
  visitEnded: 'Analytics session already ended',
} as const;

/**
 * Ours (issue #26 items 6 and 8): the errors of the build health table, the Releases screen's loads
 * and its two moves. Apart from `messages` (see index.ts): only the Internal area reads them.
 */
export const releaseScreenMessages = {
  buildHealth: 'Failed to fetch loads and errors by build',
  releases: 'Failed to fetch releases',
  releaseHistory: 'Failed to fetch the release history',
  promoteRelease: 'Failed to promote the canary',
  rollbackRelease: 'Failed to roll back',
} as const;

import { endpoint } from '../endpoint';
import { releaseSignalMessages, releaseSignalsRequestSchema } from '../release-signals';

/**
 * The shell's beacon (issue #26 item 6): areas loaded and areas that failed, for every visitor,
 * signed in or not. Rate-limited per client address, 429 past it; 204 once counted. In a module of
 * its own, apart from the other release endpoints: the shell's `/` imports only this.
 */
export const recordReleaseSignals = endpoint({
  method: 'POST',
  path: '/api/releases/signals',
  role: 'any',
  body: releaseSignalsRequestSchema,
  errors: [releaseSignalMessages.tooManySignals],
});

export const releaseSignalEndpoints = { recordReleaseSignals };

import { ApiError } from '@nextlevel/shell/api';

/** product §8: show the server's message when there is one, else the screen's own fallback. */
export const errorMessage = (err: unknown, fallback: string): string => (err instanceof ApiError && err.message ? err.message : fallback);

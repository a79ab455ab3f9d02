/** A non-OK answer from the bff, carrying the message chosen by product §8's rule. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    /** Seconds to wait, from a 429's Retry-After header. */
    readonly retryAfter?: number,
    /** The answer's JSON, when it was JSON: for a caller that reads more than the message (an upload refusal's `problems`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

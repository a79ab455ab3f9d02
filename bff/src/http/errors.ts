import { messages } from '../contract/messages';

/** What an error may answer beside its message: any fields but `error`, which is the message. */
export type ErrorDetails = Record<string, unknown> & { error?: never };

/**
 * An error that carries its HTTP status and whether its message may be shown to the client.
 * The one error middleware turns it into `{ "error": "…" }`; unexposed messages become generic.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly expose: boolean;
  readonly headers: Readonly<Record<string, string>>;
  /** Fields answered beside `error` when the message is exposed (an upload refusal's `problems`). */
  readonly details: Readonly<ErrorDetails>;

  constructor(
    status: number,
    message: string,
    options: { expose?: boolean; headers?: Record<string, string>; details?: ErrorDetails; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.expose = options.expose ?? status < 500;
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = messages.auth.notAuthenticated) => new HttpError(401, message);
export const forbidden = (message: string = messages.auth.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.errors.apiNotFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = () => new HttpError(413, messages.errors.payloadTooLarge);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.auth.tooManyRequests) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
/** A dependency (AI, mail) is not configured or down; the message is safe to show. */
export const serviceUnavailable = (message: string, cause?: unknown) => new HttpError(503, message, { expose: true, cause });
/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The database cannot be reached or did not answer in time (issue #9 item 9): worth retrying shortly. */
export const databaseUnavailable = (cause?: unknown) =>
  new HttpError(503, messages.errors.unavailable, {
    expose: true,
    cause,
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
export const badGateway = (message: string, cause?: unknown) => new HttpError(502, message, { expose: true, cause });
export const gatewayTimeout = (message: string, cause?: unknown) => new HttpError(504, message, { expose: true, cause });

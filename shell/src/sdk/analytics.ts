import { analyticsRecordingEndpoints as recording, areaForPath, pathFor, type RemoteArea } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { onBeforeLogout, useAuth } from '@nextlevel/shell/auth';

/** Where the client keeps its analytics session (product §3): `{ id, startTime }`. */
export const ANALYTICS_SESSION_KEY = 'analytics_session';

export interface AnalyticsSession {
  id: string;
  /** Epoch milliseconds. */
  startTime: number;
}

// Set while Sign Out ends the session: the navigation to / it makes first records nothing more.
let signingOut = false;
const isMember = () => !signingOut && useAuth.getState().user?.category === 'Member';
const currentPath = () => window.location.pathname;
const logFailure = (err: unknown) => console.error('Analytics recording failed', err); // product §8: only logged

export const readSession = (): AnalyticsSession | null => {
  try {
    const raw = sessionStorage.getItem(ANALYTICS_SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AnalyticsSession>;
    return typeof parsed.id === 'string' && typeof parsed.startTime === 'number' ? { id: parsed.id, startTime: parsed.startTime } : null;
  } catch {
    return null;
  }
};

const writeSession = (session: AnalyticsSession | null) => {
  try {
    if (session) sessionStorage.setItem(ANALYTICS_SESSION_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(ANALYTICS_SESSION_KEY);
  } catch (err) {
    logFailure(err);
  }
};

// One start at a time: a page view or an event sent while the session is being created waits for it.
let starting: Promise<AnalyticsSession | null> | null = null;
// Writes still in flight; ending the session waits for them so none lands after the sign-out.
const inFlight = new Set<Promise<unknown>>();

const keep = <T>(work: Promise<T>): Promise<T | undefined> => {
  const settled = work.catch((err: unknown) => {
    logFailure(err);
    return undefined;
  });
  inFlight.add(settled);
  void settled.finally(() => inFlight.delete(settled));
  return settled;
};

/** The build of the remote that renders an area's pages, from the manifest the shell loaded for it; null when unknown. */
export type BuildOf = (area: RemoteArea) => Promise<string | null>;
let buildOf: BuildOf = () => Promise.resolve(null);

/** Each page view says which area rendered it and which build of that area's remote (issue #13). */
const postPageView = async (sessionId: string, path: string, referrer: string) => {
  const area = areaForPath(path);
  return callApi(recording.recordPageView, {
    body: {
      session_id: sessionId,
      page_path: path,
      referrer,
      user_agent: navigator.userAgent,
      screen_width: String(window.screen.width),
      screen_height: String(window.screen.height),
      area,
      build: await buildOf(area),
    },
  });
};

/** The stored session, or a new one (`POST /api/analytics/session`) whose entry page view is recorded. */
const ensureSession = (path: string): Promise<AnalyticsSession | null> => {
  const stored = readSession();
  if (stored) return Promise.resolve(stored);
  starting ??= (async () => {
    try {
      const startTime = Date.now();
      const { id } = await callApi(recording.startVisit, { body: { entryPage: path } });
      const session = { id, startTime };
      writeSession(session);
      await postPageView(id, path, document.referrer);
      return session;
    } finally {
      starting = null;
    }
  })();
  return starting;
};

let lastPath: string | null = null;

/**
 * Records a page view of `path` for the signed-in Member, starting the session (with its entry
 * page view) when none is stored. Fire-and-forget: failures are only logged.
 */
export function recordPageView(path: string = currentPath()): void {
  if (!isMember()) return;
  const referrer = lastPath ? new URL(lastPath, window.location.origin).href : document.referrer;
  lastPath = path;
  const hadSession = readSession() !== null || starting !== null;
  void keep(
    (async () => {
      const session = await ensureSession(path);
      if (session && hadSession) await postPageView(session.id, path, referrer);
    })(),
  );
}

/**
 * Records a user event for the signed-in Member (`POST /api/analytics/event`), e.g.
 * `track('snippet_favorited', { snippetId })`. Never throws and never blocks: failures are only logged.
 */
export function track(eventType: string, data?: Record<string, unknown> | null): void {
  if (!isMember()) return;
  const pagePath = currentPath();
  void keep(
    (async () => {
      const session = await ensureSession(pagePath);
      if (!session) return;
      await callApi(recording.recordEvent, {
        body: {
          session_id: session.id,
          event_type: eventType,
          event_data: data == null ? null : JSON.stringify(data),
          page_path: pagePath,
        },
      });
    })(),
  );
}

const durationSeconds = (session: AnalyticsSession) => String(Math.max(0, Math.floor((Date.now() - session.startTime) / 1000)));

/** Ends the stored session (Sign Out): waits for writes in flight, then `POST …/end`; the stored session is removed. */
export async function endSession(exitPage: string = lastPath ?? currentPath()): Promise<void> {
  signingOut = true;
  await Promise.all([...inFlight]);
  const session = readSession();
  if (!session) return;
  writeSession(null);
  lastPath = null;
  await keep(callApi(recording.endVisit, { params: { id: session.id }, body: { exitPage, totalDuration: durationSeconds(session) } }));
}

/**
 * Ends the stored session as the page goes away. A beacon cannot carry the CSRF header nor a
 * JSON type without a preflight, so its body is JSON sent as text/plain (the bff accepts that
 * on this one route, from the site's own origin only).
 */
export function endSessionWithBeacon(exitPage: string = lastPath ?? currentPath()): void {
  const session = readSession();
  if (!session) return;
  writeSession(null);
  lastPath = null;
  try {
    const body = JSON.stringify({ exitPage, totalDuration: durationSeconds(session) });
    if (!navigator.sendBeacon(pathFor(recording.endVisit, { id: session.id }), new Blob([body], { type: 'text/plain;charset=UTF-8' }))) {
      logFailure(new Error('sendBeacon refused the analytics session end'));
    }
  } catch (err) {
    logFailure(err);
  }
}

const onPageHide = () => endSessionWithBeacon();

/**
 * Starts tracking for the signed-in Member: the session ends on Sign Out (before the server
 * session does) and on page unload. `buildOf` tells each page view's build (the shell passes
 * it: the remotes' manifests are its business). Returns the stop function; idempotent while started.
 */
let stopTracking: (() => void) | null = null;
export function startTracking(options: { buildOf?: BuildOf } = {}): () => void {
  if (options.buildOf) buildOf = options.buildOf;
  if (stopTracking) return stopTracking;
  signingOut = false;
  const offLogout = onBeforeLogout(() => endSession());
  window.addEventListener('pagehide', onPageHide);
  const stop = () => {
    offLogout();
    window.removeEventListener('pagehide', onPageHide);
    stopTracking = null;
  };
  stopTracking = stop;
  return stop;
}

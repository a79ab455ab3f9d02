import { analyticsRecordingEndpoints as recording, areaForPath, pathFor, type RemoteArea } from '@nextlevel/bff/contract';
import { callApi } from '@nextlevel/shell/api';
import { onBeforeLogout, useAuth } from '@nextlevel/shell/auth';

/** Where the client keeps its visit (product §3's analytics session) in session storage: `{ id, startTime }`. */
export const VISIT_STORAGE_KEY = 'analytics_session';

export interface StoredVisit {
  id: string;
  /** Epoch milliseconds. */
  startTime: number;
}

// Set while Sign Out ends the visit: the navigation to / it makes first records nothing more.
let signingOut = false;
const isMember = () => !signingOut && useAuth.getState().user?.category === 'Member';
const currentPath = () => window.location.pathname;
const logFailure = (err: unknown) => console.error('Analytics recording failed', err); // product §8: only logged

export const readVisit = (): StoredVisit | null => {
  try {
    const raw = sessionStorage.getItem(VISIT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredVisit>;
    return typeof parsed.id === 'string' && typeof parsed.startTime === 'number' ? { id: parsed.id, startTime: parsed.startTime } : null;
  } catch {
    return null;
  }
};

const writeVisit = (visit: StoredVisit | null) => {
  try {
    if (visit) sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    else sessionStorage.removeItem(VISIT_STORAGE_KEY);
  } catch (err) {
    logFailure(err);
  }
};

// One start at a time: a page view or an event sent while the visit is being created waits for it.
let starting: Promise<StoredVisit | null> | null = null;
// Writes still in flight; ending the visit waits for them so none lands after the sign-out.
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
const postPageView = async (visitId: string, path: string, referrer: string) => {
  const area = areaForPath(path);
  return callApi(recording.recordPageView, {
    body: {
      session_id: visitId,
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

/** The stored visit, or a new one (`POST /api/analytics/session`) whose entry page view is recorded. */
const ensureVisit = (path: string): Promise<StoredVisit | null> => {
  const stored = readVisit();
  if (stored) return Promise.resolve(stored);
  starting ??= (async () => {
    try {
      const startTime = Date.now();
      const { id } = await callApi(recording.startVisit, { body: { entryPage: path } });
      const visit = { id, startTime };
      writeVisit(visit);
      await postPageView(id, path, document.referrer);
      return visit;
    } finally {
      starting = null;
    }
  })();
  return starting;
};

let lastPath: string | null = null;

/**
 * Records a page view of `path` for the signed-in Member, starting the visit (with its entry
 * page view) when none is stored. Fire-and-forget: failures are only logged.
 */
export function recordPageView(path: string = currentPath()): void {
  if (!isMember()) return;
  const referrer = lastPath ? new URL(lastPath, window.location.origin).href : document.referrer;
  lastPath = path;
  const hadVisit = readVisit() !== null || starting !== null;
  void keep(
    (async () => {
      const visit = await ensureVisit(path);
      if (visit && hadVisit) await postPageView(visit.id, path, referrer);
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
      const visit = await ensureVisit(pagePath);
      if (!visit) return;
      await callApi(recording.recordEvent, {
        body: {
          session_id: visit.id,
          event_type: eventType,
          event_data: data == null ? null : JSON.stringify(data),
          page_path: pagePath,
        },
      });
    })(),
  );
}

const durationSeconds = (visit: StoredVisit) => String(Math.max(0, Math.floor((Date.now() - visit.startTime) / 1000)));

/** Ends the stored visit (Sign Out): waits for writes in flight, then `POST …/end`; the stored visit is removed. */
export async function endVisit(exitPage: string = lastPath ?? currentPath()): Promise<void> {
  signingOut = true;
  await Promise.all([...inFlight]);
  const visit = readVisit();
  if (!visit) return;
  writeVisit(null);
  lastPath = null;
  await keep(callApi(recording.endVisit, { params: { id: visit.id }, body: { exitPage, totalDuration: durationSeconds(visit) } }));
}

/**
 * Ends the stored visit as the page goes away. A beacon cannot carry the CSRF header nor a
 * JSON type without a preflight, so its body is JSON sent as text/plain (the bff accepts that
 * on this one route, from the site's own origin only).
 */
export function endVisitWithBeacon(exitPage: string = lastPath ?? currentPath()): void {
  const visit = readVisit();
  if (!visit) return;
  writeVisit(null);
  lastPath = null;
  try {
    const body = JSON.stringify({ exitPage, totalDuration: durationSeconds(visit) });
    if (!navigator.sendBeacon(pathFor(recording.endVisit, { id: visit.id }), new Blob([body], { type: 'text/plain;charset=UTF-8' }))) {
      logFailure(new Error('sendBeacon refused the end of the visit'));
    }
  } catch (err) {
    logFailure(err);
  }
}

const onPageHide = () => endVisitWithBeacon();

/**
 * Starts tracking for the signed-in Member: the visit ends on Sign Out (before the login
 * session does) and on page unload. `buildOf` tells each page view's build (the shell passes
 * it: the remotes' manifests are its business). Returns the stop function; idempotent while started.
 */
let stopTracking: (() => void) | null = null;
export function startTracking(options: { buildOf?: BuildOf } = {}): () => void {
  if (options.buildOf) buildOf = options.buildOf;
  if (stopTracking) return stopTracking;
  signingOut = false;
  const offLogout = onBeforeLogout(() => endVisit());
  window.addEventListener('pagehide', onPageHide);
  const stop = () => {
    offLogout();
    window.removeEventListener('pagehide', onPageHide);
    stopTracking = null;
  };
  stopTracking = stop;
  return stop;
}

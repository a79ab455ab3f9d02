/** Statuses whose answer has no body: a Response made with one would throw. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/**
 * `fetch(path, init)` made with XMLHttpRequest, the one browser API that reports how much of a
 * request's body has been sent: `onProgress` gets the share sent (0 to 1), and 1 once every byte
 * has gone. The same method, headers, credentials, body and abort signal; the answer as a Response,
 * and a failure as fetch's (a TypeError, or the signal's reason once aborted).
 */
export function sendWithProgress(path: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', path);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    // Listeners rather than `on…` properties: a fake of the progress (mf-internal's Database stories and tests) finds them.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onProgress(1));
    // Settled by the signal itself, as fetch is: an XMLHttpRequest may not fire `abort` for a request it never started.
    const abort = () => {
      xhr.abort();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onload = () =>
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

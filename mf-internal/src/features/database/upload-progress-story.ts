/**
 * For the Database stories: a request answered by msw's service worker reports no upload progress,
 * so the browser's progress events are sent here as a slow network would send them, to the page's
 * real XMLHttpRequest (then the request goes on to msw, which holds it). Returns a `beforeEach`.
 */
export const uploadReaches =
  (fraction: number, { allSent = false } = {}) =>
  () => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function sendWithProgress(this: XMLHttpRequest, body) {
      send.call(this, body);
      const total = body instanceof Blob ? body.size : 1;
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: Math.round(total * fraction), total }));
      if (allSent) this.upload.dispatchEvent(new ProgressEvent('load', { lengthComputable: true, loaded: total, total }));
    };
    return () => {
      XMLHttpRequest.prototype.send = send;
    };
  };

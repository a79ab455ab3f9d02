type Listener = (event: ProgressEvent) => void;

export interface FakeUploadProgress {
  /** The page's upload is told that `fraction` of its body has been sent. */
  reach(fraction: number): void;
  /** The page's upload is told that every byte has been sent: the server is storing the rows. */
  allSent(): void;
  /** Puts the browser's own listeners back. */
  restore(): void;
}

/**
 * The Upload Data screen's progress as a slow network would report it, for its stories and tests:
 * a request answered by msw (its service worker in a story, its interceptor in a test) reports no
 * progress until it is answered, so what `reach` and `allSent` say is handed to the page's upload
 * listeners here. What was said before the page listens is told to it as it starts listening.
 */
export function fakeUploadProgress(): FakeUploadProgress {
  const listeners = { progress: new Set<Listener>(), load: new Set<Listener>() };
  let said: { fraction?: number; allSent: boolean } = { allSent: false };
  const progress = (fraction: number) =>
    new ProgressEvent('progress', { lengthComputable: true, loaded: Math.round(fraction * 1000), total: 1000 });
  const sent = () => new ProgressEvent('load', { lengthComputable: true, loaded: 1000, total: 1000 });

  const prototype = XMLHttpRequestUpload.prototype;
  const own = Object.getOwnPropertyDescriptor(prototype, 'addEventListener');
  const addEventListener = prototype.addEventListener;
  prototype.addEventListener = function listen(this: XMLHttpRequestUpload, ...args: Parameters<EventTarget['addEventListener']>) {
    const [type, listener] = args;
    if ((type === 'progress' || type === 'load') && typeof listener === 'function') {
      listeners[type].add(listener as Listener);
      // Told once the request is under way, as the network would.
      queueMicrotask(() => {
        if (type === 'progress' && said.fraction !== undefined) (listener as Listener)(progress(said.fraction));
        if (type === 'load' && said.allSent) (listener as Listener)(sent());
      });
    }
    addEventListener.apply(this, args as Parameters<typeof addEventListener>);
  };

  return {
    reach(fraction) {
      said = { ...said, fraction };
      for (const listener of listeners.progress) listener(progress(fraction));
    },
    allSent() {
      said = { ...said, allSent: true };
      for (const listener of listeners.load) listener(sent());
    },
    restore() {
      if (own) Object.defineProperty(prototype, 'addEventListener', own);
      else delete (prototype as Partial<XMLHttpRequestUpload>).addEventListener;
    },
  };
}

/** A story's `beforeEach`: the upload reaches `fraction` (and, with `allSent`, the server is storing) as soon as it starts. */
export const uploadReaches =
  (fraction: number, { allSent = false } = {}) =>
  () => {
    const fake = fakeUploadProgress();
    fake.reach(fraction);
    if (allSent) fake.allSent();
    return fake.restore;
  };

/**
 * A user agent as a person reads it: "Firefox 128 on Linux", "Safari 17 on iOS". Only this summary
 * is stored (decision 029): the whole header is a fingerprint and tells a reader nothing more.
 * Unknown agents keep their first product token ("curl 8"), cut to BROWSER_MAX characters.
 */
export const BROWSER_MAX = 60;

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  // A browser driven by a program (a script, a test, a scraper): worth seeing as such in a security log.
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const summariseUserAgent = (userAgent: string | undefined): string | null => {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  for (const [pattern, name] of browsers) {
    const version = pattern.exec(ua)?.[1];
    if (version) return system ? `${name} ${version} on ${system}` : `${name} ${version}`;
  }
  const product = /^([A-Za-z][\w.-]*)(?:\/(\d+))?/.exec(ua);
  const named = product ? [product[1], product[2]].filter(Boolean).join(' ') : 'Unknown browser';
  return (system ? `${named} on ${system}` : named).slice(0, BROWSER_MAX);
};

import { CSRF_HEADER } from '../../src/contract/paths';

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the headers the shell's API client always sends (Origin, X-CSRF). */
  bare?: boolean;
}

/**
 * A tiny browser stand-in: keeps cookies, sends same-origin Origin and the CSRF header like the
 * shell's API client, and reads the answer as text.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = {};
    if (!options.bare) {
      headers.Origin = this.baseUrl;
      headers[CSRF_HEADER] = '1';
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookies.size > 0) headers.Cookie = this.cookieHeader;
    Object.assign(headers, options.headers);
    const res = await fetch(this.baseUrl + path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
  }

  get = (path: string, options: RequestOptions = {}) => this.request(path, { ...options, method: 'GET' });
  post = (path: string, body?: unknown, options: RequestOptions = {}) => this.request(path, { ...options, method: 'POST', body });
}

import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (() => void) | null;

/** An XMLHttpRequest the test answers by hand: progress, all bytes sent, then a status and body. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: Blob | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  onloadend: Handler = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }

  /** The JSON the page sent. */
  async json(): Promise<unknown> {
    return JSON.parse(await this.body!.text());
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  allSent() {
    act(() => this.upload.onload?.());
  }
  answer(status: number, body: unknown, statusText = 'Status Text') {
    act(() => {
      this.status = status;
      this.statusText = statusText;
      this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
      this.onloadend?.();
    });
  }
  failNetwork() {
    act(() => {
      this.onerror?.();
      this.onloadend?.();
    });
  }
}

/** Replaces XMLHttpRequest until resetShell() (vi.unstubAllGlobals); returns the requests sent. */
export function stubXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

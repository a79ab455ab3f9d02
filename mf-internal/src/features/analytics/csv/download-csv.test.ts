import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './download-csv';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadCsv', () => {
  it('clicks a download link to a CSV Blob with a byte order mark, then removes the link and frees the URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });

    downloadCsv('top-pages.csv', 'page_path,views\r\n/a,1\r\n');

    expect(clicked).toEqual([{ href: 'blob:csv-1', download: 'top-pages.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect((await blobs[0]!.text()).replace(/^\uFEFF/, '')).toBe('page_path,views\r\n/a,1\r\n');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv-1');
  });
});

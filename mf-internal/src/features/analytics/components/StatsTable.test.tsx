import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOWN_ROWS_MAX, StatsTable, type StatsColumn } from './StatsTable';

afterEach(() => vi.restoreAllMocks());

interface Row {
  name: string;
  n: number;
}
const columns: StatsColumn<Row>[] = [
  { header: 'Name', csvHeader: 'name', cell: (r) => r.name, csv: (r) => r.name },
  { header: 'Count', csvHeader: 'n', cell: (r) => String(r.n), csv: (r) => r.n, numeric: true },
];

describe('StatsTable', () => {
  it(`draws at most ${SHOWN_ROWS_MAX} rows, says so, and exports them all`, async () => {
    const rows = Array.from({ length: SHOWN_ROWS_MAX + 2 }, (_, i) => ({ name: `/p/${i}`, n: i }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<StatsTable title="Pages" columns={columns} rows={rows} rowKey={(r) => r.name} filename="pages" />);
    expect(within(screen.getByRole('table', { name: 'Pages' })).getAllByRole('row')).toHaveLength(SHOWN_ROWS_MAX + 1);
    expect(screen.getByText('Showing the first 500 of 502 rows; the CSV has them all.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV (Pages)' }));
    expect((await blobs[0]!.text()).trim().split('\r\n')).toHaveLength(SHOWN_ROWS_MAX + 3);
  });

  it('says nothing more when every row is drawn', () => {
    render(<StatsTable title="Pages" columns={columns} rows={[{ name: '/a', n: 1 }]} rowKey={(r) => r.name} filename="pages" />);
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });
});

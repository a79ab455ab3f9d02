import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { preloadWidgets } from '../utils/preload-widgets';
import { DataTable, type DataTableColumn } from './DataTable';

interface Author {
  id: string;
  name: string;
}

const authors: Author[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `a${i + 1}`, name: `Author ${i + 1}` }));
const columns: DataTableColumn<Author>[] = [
  { key: 'id', header: 'ID', cell: (a) => a.id, mono: true },
  { key: 'name', header: 'Name', cell: (a) => a.name, grow: 2 },
];

beforeAll(preloadWidgets);

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('[role=cell], [role=columnheader]')].map((c) => c.textContent);

describe('DataTable', () => {
  it('is a named table with a header row and its rows in order', () => {
    render(<DataTable aria-label="Authors" columns={columns} rows={authors.slice(0, 2)} />);
    const table = screen.getByRole('table', { name: 'Authors' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['ID', 'Name'],
      ['a1', 'Author 1'],
      ['a2', 'Author 2'],
    ]);
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3']);
    expect(table.getAttribute('aria-rowcount')).toBe('3');
    expect(table.getAttribute('aria-colcount')).toBe('2');
  });

  it('puts only a window of 10,000 rows in the DOM and says how many there are', () => {
    render(<DataTable aria-label="Authors" columns={columns} rows={authors} rowKey={(a) => a.id} />);
    const table = screen.getByRole('table', { name: 'Authors' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.length).toBeGreaterThan(5);
    expect(bodyRows.length).toBeLessThan(40);
    expect(cellsOf(bodyRows[0]!)).toEqual(['a1', 'Author 1']);
  });

  it('scrolls within its maximum height and can be focused to scroll by keyboard', () => {
    render(<DataTable aria-label="Authors" columns={columns} rows={authors} maxHeight="10rem" />);
    const table = screen.getByRole('table');
    expect(table.style.getPropertyValue('--data-table-max-height')).toBe('10rem');
    expect(table.tabIndex).toBe(0);
  });

  it('lays the columns out from their minimum widths and shares', () => {
    render(<DataTable aria-label="Authors" columns={columns} rows={[]} />);
    const table = screen.getByRole('table');
    expect(table.style.getPropertyValue('--data-table-columns')).toBe('minmax(8rem, 1fr) minmax(8rem, 2fr)');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('forwards className and ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<DataTable ref={ref} aria-label="Authors" columns={columns} rows={[]} className="extra" />);
    expect(ref.current?.getAttribute('role')).toBe('table');
    expect(ref.current?.className).toContain('extra');
  });

  it('has no axe violations', async () => {
    const { container } = render(<DataTable aria-label="Authors" columns={columns} rows={authors} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';

interface Quote {
  id: string;
  text: string;
  author: string;
}

const quotes: Quote[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `3f1c${String(i).padStart(4, '0')}-5b2a-4c8e-9d71-0a6b2c4e8f10`,
  text:
    i % 7 === 0 ? 'We suffer more often in imagination than in reality, and a longer quote ends in an ellipsis.' : `Quote number ${i + 1}`,
  author: i % 2 ? 'Seneca' : 'Marcus Aurelius',
}));

const columns: DataTableColumn<Quote>[] = [
  { key: 'id', header: 'ID', cell: (q) => q.id, minWidth: '12rem', mono: true },
  { key: 'text', header: 'Text', cell: (q) => q.text, minWidth: '14rem', grow: 3 },
  { key: 'author', header: 'Author', cell: (q) => q.author },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Quote>,
  args: { 'aria-label': 'Quotes', columns, rows: quotes, rowKey: (q: Quote) => q.id },
  // Ten thousand rows are no control to edit, nor source to print: the docs page took seconds
  // to render them as a JSON tree and as JSX for every story.
  argTypes: { rows: { control: false }, columns: { control: false } },
  parameters: { docs: { source: { code: '<DataTable aria-label="Quotes" columns={columns} rows={quotes} rowKey={(q) => q.id} />' } } },
} satisfies Meta<typeof DataTable<Quote>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const table = () => within(canvasElement).getByRole('table', { name: 'Quotes' });
    await expect(table().getAttribute('aria-rowcount')).toBe('10001');
    // The rows are drawn once the virtualiser has loaded; the frame stands in, busy, meanwhile.
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBeNull());
    await expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(within(table()).getAllByRole('row').length).toBeLessThan(60);
  },
};
export const FewRows: Story = { args: { rows: quotes.slice(0, 3) } };
export const NoRows: Story = { args: { rows: [] } };
export const Short: Story = { args: { maxHeight: '12rem' } };
export const Dark: Story = { globals: { theme: 'dark' } };

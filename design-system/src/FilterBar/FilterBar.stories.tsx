import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FilterBar } from './FilterBar';

const authors = [
  { value: 'all', label: 'All' },
  { value: 'Seneca', label: 'Seneca' },
  { value: 'Marcus Aurelius', label: 'Marcus Aurelius' },
];
const categories = [
  { value: 'all', label: 'All' },
  { value: 'Stoicism', label: 'Stoicism' },
];

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: {
    'aria-label': 'Filter favorites',
    onReset: fn(),
    summary: '2 favorites (filtered from 5)',
    children: (
      <>
        <TextField label="Search" type="search" placeholder="Search favorites..." />
        <Select label="Author" options={authors} value="Seneca" />
        <Select label="Category" options={categories} value="all" />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filtered: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};
export const NothingFiltered: Story = { args: { resetDisabled: true, summary: '5 favorites' } };
export const WithoutReset: Story = { args: { onReset: undefined, summary: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone the filters fold behind a Filters disclosure, beside the summary (issue #24.13). */
export const CollapsibleOnPhone: Story = {
  args: { collapsible: true, activeFilters: 1 },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** …and opened. */
export const CollapsibleOnPhoneOpen: Story = {
  ...CollapsibleOnPhone,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).queryByRole('button', { name: 'Filters (1 set)' });
    // The disclosure exists on a phone only (the check opens this story 375 px wide).
    if (!toggle || window.innerWidth >= 768) return;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

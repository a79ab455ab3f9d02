import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const authors: ComboboxOption[] = [
  'Ada Lovelace',
  'Aristotle',
  'Confucius',
  'Lucius Annaeus Seneca the Younger, Stoic philosopher, statesman and dramatist',
  'Marcus Aurelius',
  'Maya Angelou',
  'Seneca',
  'Zeno of Citium',
].map((label, i) => ({ value: `a${i}`, label }));
const many: ComboboxOption[] = Array.from({ length: 10_000 }, (_, i) => ({ value: `m${i}`, label: `Author ${i + 1}` }));

/** The options narrowed here by the text typed, as a screen narrows them through the bff. */
function Searching({ all, initial, ...args }: ComboboxProps & { all: ComboboxOption[]; initial?: ComboboxOption }) {
  const [value, setValue] = useState<ComboboxOption | null>(initial ?? null);
  const [text, setText] = useState('');
  const options = all.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()));
  return <Combobox {...args} options={options} value={value} onValueChange={setValue} onSearch={setText} />;
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: 'Author', options: authors, value: null, onValueChange: () => undefined, placeholder: 'Search authors' },
  argTypes: { options: { control: false } },
  render: (args) => <Searching {...args} all={args.options as ComboboxOption[]} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(var(--nl-space-16) * 6)', minHeight: 'calc(var(--nl-space-16) * 6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: /^Author/ });
/** Opens the list from the keyboard, once the widget (not its loading stand-in) is there. */
const open = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(box(canvasElement)).toBeEnabled());
  box(canvasElement).focus();
  await userEvent.keyboard('{ArrowDown}');
};

export const Empty: Story = {};

export const Chosen: Story = { render: (args) => <Searching {...args} all={authors} initial={authors[6]} /> };

export const Open: Story = {
  render: (args) => <Searching {...args} all={authors} initial={authors[6]} />,
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(authors.length);
  },
};

export const TypingNarrows: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('sen');
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(2));
    await expect(canvasElement.querySelector('[aria-live=polite]')).toHaveTextContent('2 results');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('xyz');
    await expect(canvasElement.querySelector('[aria-live=polite]')).toHaveTextContent('No matches');
  },
};

export const TenThousandOptions: Story = {
  args: { options: many },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{End}');
    const drawn = within(canvasElement).getAllByRole('option');
    await expect(drawn.length).toBeLessThan(40);
    await expect(box(canvasElement)).toHaveAttribute('aria-activedescendant', expect.stringContaining('item-9999'));
  },
};

export const Loading: Story = {
  args: { options: [], loading: true },
  render: (args) => <Combobox {...args} />,
  play: async ({ canvasElement }) => open(canvasElement),
};

export const LoadingMore: Story = {
  args: { loadingMore: true, hasMore: true },
  render: (args) => <Combobox {...args} />,
  play: async ({ canvasElement }) => open(canvasElement),
};

export const WithError: Story = { args: { required: true, error: 'Please choose an author', hint: 'Type part of a name' } };
export const Disabled: Story = { args: { disabled: true, value: authors[0]! }, render: (args) => <Combobox {...args} /> };
export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react';
import * as icons from './icons';

function Gallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gap: 'var(--nl-space-3)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(calc(var(--nl-space-16) * 2), 1fr))',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--nl-space-2)', fontSize: 'var(--nl-text-xs)' }}>
          <Icon size={size} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  args: { size: 24 },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Large: Story = { args: { size: 32 } };
export const Dark: Story = { globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react';

const colors = [
  'bg',
  'surface',
  'surface-raised',
  'text',
  'text-muted',
  'primary',
  'primary-hover',
  'primary-contrast',
  'accent',
  'border',
  'focus',
  'danger',
  'danger-surface',
  'success',
  'success-surface',
];
const spaces = [1, 2, 3, 4, 6, 8, 12, 16];
const texts = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'];

function Swatches() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 'var(--nl-space-3)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(calc(var(--nl-space-16) * 2.5), 1fr))',
      }}
    >
      {colors.map((name) => (
        <div
          key={name}
          style={{
            border: 'var(--nl-border-width) solid var(--nl-color-border)',
            borderRadius: 'var(--nl-radius-md)',
            overflow: 'hidden',
            background: 'var(--nl-color-surface)',
          }}
        >
          <div style={{ height: 'var(--nl-space-12)', background: `var(--nl-color-${name})` }} />
          <code style={{ display: 'block', padding: 'var(--nl-space-2)', fontSize: 'var(--nl-text-xs)' }}>--nl-color-{name}</code>
        </div>
      ))}
    </div>
  );
}

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: 'var(--nl-space-2)' }}>
      {spaces.map((n) => (
        <div key={n} style={{ display: 'flex', alignItems: 'center', gap: 'var(--nl-space-3)' }}>
          <code style={{ width: 'calc(var(--nl-space-16) * 2)', fontSize: 'var(--nl-text-xs)' }}>--nl-space-{n}</code>
          <div
            style={{
              width: `var(--nl-space-${n})`,
              height: 'var(--nl-space-4)',
              background: 'var(--nl-color-primary)',
              borderRadius: 'var(--nl-radius-sm)',
            }}
          />
        </div>
      ))}
    </div>
  );
}

function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 'var(--nl-space-2)' }}>
      {texts.map((size) => (
        <p
          key={size}
          style={{
            margin: 0,
            fontSize: `var(--nl-text-${size})`,
            lineHeight: 'var(--nl-leading-tight)',
            fontWeight: 'var(--nl-weight-semibold)',
          }}
        >
          {size} · Next-Level Success Solutions
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Swatches,
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {};
export const ColorsDark: Story = { globals: { theme: 'dark' } };
export const SpacingScale: Story = { render: () => <Spacing /> };
export const Typography: Story = { render: () => <TypeScale /> };

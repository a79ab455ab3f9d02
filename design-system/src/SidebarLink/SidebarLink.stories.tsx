import type { Meta, StoryObj } from '@storybook/react';
import { IconDashboard, IconDatabase } from '../Icons/icons';
import { SidebarLink } from './SidebarLink';

const meta = {
  title: 'Layout/SidebarLink',
  component: SidebarLink,
  args: { href: '#database', children: 'Database', icon: <IconDatabase /> },
  decorators: [
    (Story) => (
      <nav
        aria-label="Example"
        style={{ width: 'var(--nl-sidebar-width)', padding: 'var(--nl-space-4)', background: 'var(--nl-color-sidebar-bg)' }}
      >
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof SidebarLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Active: Story = { args: { 'aria-current': 'page', children: 'Dashboard', icon: <IconDashboard /> } };
export const WithoutIcon: Story = { args: { icon: undefined } };
// asChild wraps a router link (react-router's NavLink in the apps); a plain anchor stands in here.
export const AsChild: Story = {
  args: {
    asChild: true,
    children: (
      <a href="#snippets" aria-current="page">
        Snippets
      </a>
    ),
  },
};

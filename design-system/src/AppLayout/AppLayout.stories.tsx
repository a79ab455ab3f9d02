import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import { Loading } from '../Loading/Loading';
import { IconApps, IconArrowLeft, IconDashboard, IconSettings } from '../Icons/icons';
import { SidebarLink } from '../SidebarLink/SidebarLink';
import { AppLayout } from './AppLayout';

const nav = (
  <>
    <SidebarLink href="#dashboard" icon={<IconDashboard />} aria-current="page">
      Dashboard
    </SidebarLink>
    <SidebarLink href="#apps" icon={<IconApps />}>
      Apps
    </SidebarLink>
    <SidebarLink href="#settings" icon={<IconSettings />}>
      Settings
    </SidebarLink>
  </>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    title: 'Member Portal',
    backLink: (
      <SidebarLink href="#site" icon={<IconArrowLeft />}>
        Back to Site
      </SidebarLink>
    ),
    nav,
    user: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    onSignOut: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
    children: (
      <>
        <h1 style={{ marginTop: 0 }}>Welcome back, Ada</h1>
        <h2>Your account</h2>
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>Complete</CardContent>
        </Card>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ margin: 'calc(var(--nl-space-6) * -1)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Internal: Story = { args: { title: 'Internal Management' } };

export const SigningOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(canvas.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/**
 * The phone drawer is a modal (issue #24.13): it takes the focus, Escape closes it and gives the
 * focus back to the toggle, and the page behind is inert while it is open (left open here).
 */
export const PhoneMenuOpen: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    // The toggle exists on a phone only (the check opens this story 375 px wide).
    if (window.innerWidth >= 768) return;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('link', { name: 'Back to Site' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('main')).toHaveAttribute('inert');
  },
};

/** The frame the shell shows while an area is on its way (issue #24.9): no links, no user yet. */
export const Placeholder: Story = {
  args: { backLink: undefined, nav: undefined, user: undefined, onSignOut: undefined, children: <Loading /> },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * On a wide screen the keyboard meets the skip link first, then the sidebar: nothing of the
 * phone's top bar; the skip link moves the focus to the main content.
 */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    // What is focusable depends on the layout: measured in chromium (the Storybook check), wide.
    if (canvasElement.getBoundingClientRect().width === 0 || window.innerWidth < 768) return;
    const canvas = within(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Site' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

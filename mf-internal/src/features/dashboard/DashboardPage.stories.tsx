import { endpoints, messages } from '@nextlevel/bff/contract';
import { aStaffUser, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { userEvent, within } from 'storybook/test';

const grace = { id: 's1', email: 'grace.hopper@nextlevel.example.com' };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, 0) + minutes * 60_000).toISOString();
const from = { ip: '203.0.113.7', browser: 'Firefox 128 on Linux' };

// Total Users and Recent Activity come from the bff (issue #27 item 9); the other figures are fixed.
const meta = {
  title: 'Screens/Internal/Dashboard',
  parameters: {
    screen: { path: '/internal/dashboard', user: aStaffUser() },
    msw: {
      dashboard: reply(endpoints.getInternalDashboard, {
        totalUsers: 1284,
        recentActivity: [
          {
            id: '5',
            kind: 'upload',
            at: at(50),
            user: grace,
            actor: grace,
            ...from,
            details: { table: 'snippets', records: 1200, added: 200, changed: 1000 },
          },
          {
            id: '4',
            kind: 'snippet-edited',
            at: at(40),
            user: grace,
            actor: grace,
            ...from,
            details: { snippet: '7f1e2d3c-4b5a-4968-8776-655443322110' },
          },
          { id: '3', kind: 'prompt-changed', at: at(30), user: grace, actor: grace, ...from, details: { length: 412 } },
          {
            id: '2',
            kind: 'release-promoted',
            at: at(20),
            user: null,
            actor: null,
            ip: null,
            browser: null,
            details: { area: 'members', by: 'deploy-token: members' },
          },
        ],
      }),
    },
  },
} satisfies ScreenMeta;
export default meta;

export const Dashboard: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { dashboard: pending(endpoints.getInternalDashboard) } } };

export const NoActivityYet: ScreenStory = {
  parameters: { msw: { dashboard: reply(endpoints.getInternalDashboard, { totalUsers: 0, recentActivity: [] }) } },
};

export const LoadFailed: ScreenStory = {
  parameters: { msw: { dashboard: fails(endpoints.getInternalDashboard, 503, messages.errors.unavailable) } },
};

export const LongStaffName: ScreenStory = {
  parameters: {
    screen: {
      user: aStaffUser({
        first_name: 'Maximiliana-Alexandrina',
        last_name: 'Featherstonehaugh-Oyelaran-Vasquez',
        email: 'maximiliana-alexandrina.featherstonehaugh-oyelaran@people-operations.nextlevel-skills.example.com',
      }),
    },
  },
};

export const Narrow = narrow(LongStaffName);
// On a phone the sidebar is a menu behind the top bar's toggle.
export const NarrowMenuOpen = narrow({
  ...LongStaffName,
  play: async () => {
    // The screen check opens a narrow story wide first, where the sidebar shows and there is no toggle.
    if (window.innerWidth > 320) return;
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Open menu' }));
    await within(document.body).findByRole('button', { name: 'Close menu' });
  },
} satisfies ScreenStory);
export const Dark = dark(Dashboard);
export const DarkLongStaffName = dark(LongStaffName);

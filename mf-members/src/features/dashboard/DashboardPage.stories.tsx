import { endpoints, messages } from '@nextlevel/bff/contract';
import { aMember, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const ada = { id: 'u1', email: 'ada@example.com' };
const from = { ip: '203.0.113.7', browser: 'Firefox 128 on Linux' };
const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) - hours * 3_600_000).toISOString();

// Last Login and Recent Activity come from the activity log (issue #27 item 9); the other figures are fixed.
const meta = {
  title: 'Screens/Members/Dashboard',
  parameters: {
    screen: { path: '/members/dashboard', user: aMember() },
    msw: {
      dashboard: reply(endpoints.getMemberDashboard, {
        lastSignIn: { at: at(26), ...from },
        recentActivity: [
          { id: '5', kind: 'sign-in', at: at(0), user: ada, actor: ada, ...from, details: {} },
          { id: '4', kind: 'password-changed', at: at(25), user: ada, actor: ada, ...from, details: {} },
          { id: '3', kind: 'sign-in', at: at(26), user: ada, actor: ada, ...from, details: {} },
          { id: '2', kind: 'sign-in-failed', at: at(27), user: ada, actor: null, ...from, details: { reason: 'wrong-password' } },
        ],
      }),
    },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { dashboard: pending(endpoints.getMemberDashboard) } } };

/** The account's first sign-in: no earlier one to show. */
export const FirstSignIn: ScreenStory = {
  parameters: {
    msw: {
      dashboard: reply(endpoints.getMemberDashboard, {
        lastSignIn: null,
        recentActivity: [{ id: '1', kind: 'sign-in', at: at(0), user: ada, actor: ada, ...from, details: { via: 'verification-link' } }],
      }),
    },
  },
};

export const LoadFailed: ScreenStory = {
  parameters: { msw: { dashboard: fails(endpoints.getMemberDashboard, 503, messages.errors.unavailable) } },
};

/** The session the sign-up's verification started: "Welcome", not "Welcome back" (issue #24.14). */
export const FirstVisit: ScreenStory = { parameters: { screen: { user: aMember({ first_visit: true }) } } };

/** A long name and e-mail in the welcome and the sidebar's user block. */
export const LongUser: ScreenStory = {
  parameters: {
    screen: {
      user: aMember({
        first_name: 'Maximiliana-Konstantina',
        last_name: 'Featherstonehaugh-Wolfeschlegelsteinhausen',
        email: 'maximiliana.konstantina.featherstonehaugh@continuing-education.example.com',
      }),
    },
  },
};

export const Narrow = narrow(LongUser);

/** The phone menu open: the links and the user block with its long name. */
export const NarrowMenuOpen = narrow({
  ...LongUser,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    // The toggle exists only below the sidebar's breakpoint (the check opens a narrow story wide first).
    const toggle = canvas.queryByRole('button', { name: 'Open menu' });
    if (toggle) await userEvent.click(toggle);
  },
} satisfies ScreenStory);

export const Dark = dark(Filled);

export const DarkNarrow = dark(narrow(LongUser));

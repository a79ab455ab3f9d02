import { aStaffUser, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { userEvent, within } from 'storybook/test';

// Static (product §2): nothing is loaded but the signed-in user.
const meta = {
  title: 'Screens/Internal/Dashboard',
  parameters: { screen: { path: '/internal/dashboard', user: aStaffUser() } },
} satisfies ScreenMeta;
export default meta;

export const Dashboard: ScreenStory = {};

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

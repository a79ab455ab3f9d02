import { aMember, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Members/Dashboard',
  parameters: { screen: { path: '/members/dashboard', user: aMember() } },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

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

import { aMember, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Members/Apps',
  parameters: { screen: { path: '/members/apps', user: aMember() } },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

/** The Go button focused from the keyboard: its focus ring. */
export const GoFocused: ScreenStory = {
  play: async ({ canvas, userEvent }) => {
    const go = await canvas.findByRole('link', { name: 'Go' });
    for (let tabs = 0; tabs < 20 && !go.matches(':focus'); tabs++) await userEvent.tab();
  },
};

export const Narrow = narrow(Filled);

export const Dark = dark(Filled);

export const DarkNarrow = dark(narrow(Filled));

import { dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Public/Not found',
  parameters: { screen: { path: '/courses/data-science-for-beginners/lesson-12' } },
} satisfies ScreenMeta;
export default meta;

export const UnknownPath: ScreenStory = {};

export const Narrow = narrow(UnknownPath);

export const Dark = dark(UnknownPath);

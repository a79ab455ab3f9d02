import { aMember, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Members/Member-only',
  parameters: { screen: { path: '/members/anything-unknown', user: aMember() } },
} satisfies ScreenMeta;
export default meta;

/** Any /members/* path the area does not have (product §2). */
export const Unknown: ScreenStory = {};

export const Narrow = narrow(Unknown);

export const Dark = dark(Unknown);

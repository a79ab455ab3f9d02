import { aStaffUser, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Internal/Internal-only',
  parameters: { screen: { path: '/internal/anything-unknown', user: aStaffUser() } },
} satisfies ScreenMeta;
export default meta;

export const UnknownPage: ScreenStory = {};
export const Narrow = narrow(UnknownPage);
export const Dark = dark(UnknownPage);

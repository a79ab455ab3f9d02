import { endpoints, messages } from '@nextlevel/bff/contract';
import { aStaffUser, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { userEvent, within } from 'storybook/test';

const prompt = [
  'Explain this quote to a member of our skills programme who is meeting it for the first time.',
  'Say in two or three sentences what it means, where it comes from, and one way to apply it at work this week.',
  'Use plain English and keep it under 200 words.',
].join('\n\n');

const page = () => within(document.body);
const template = () => page().findByRole('textbox', { name: /^Default Prompt Template/ });
/** Edits the template and presses Save Default Prompt. */
const save = async (text?: string) => {
  const box = await template();
  if (text !== undefined) {
    await userEvent.clear(box);
    if (text) await userEvent.paste(text);
  }
  await userEvent.click(page().getByRole('button', { name: 'Save Default Prompt' }));
};

const meta = {
  title: 'Screens/Internal/Settings',
  parameters: {
    screen: { path: '/internal/settings', user: aStaffUser() },
    msw: { prompt: reply(endpoints.getDefaultPrompt, { value: prompt }) },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { prompt: pending(endpoints.getDefaultPrompt) } } };

export const LoadFailed: ScreenStory = {
  parameters: { msw: { prompt: fails(endpoints.getDefaultPrompt, 503, messages.errors.unavailable) } },
};

export const LongPrompt: ScreenStory = {
  parameters: {
    msw: {
      prompt: reply(endpoints.getDefaultPrompt, {
        value: `${prompt}\n\n${'Mention a real situation a team lead, an engineer or a sales manager could meet, and end with a question the member can think about on the way home. '.repeat(6)}`,
      }),
    },
  },
};

export const Saving: ScreenStory = {
  parameters: { msw: { save: pending(endpoints.saveDefaultPrompt) } },
  play: async () => {
    await save();
    await page().findByRole('button', { name: 'Saving...' });
  },
};

export const Saved: ScreenStory = {
  parameters: { msw: { save: reply(endpoints.saveDefaultPrompt, { value: 'Explain the quote in one paragraph for a new manager.' }) } },
  play: async () => {
    await save('Explain the quote in one paragraph for a new manager.');
    await page().findByText(messages.success.defaultPromptSaved);
  },
};

export const SaveFailed: ScreenStory = {
  parameters: { msw: { save: fails(endpoints.saveDefaultPrompt, 500, messages.errors.internal) } },
  play: async () => {
    await save();
    await page().findByText(messages.errors.saveDefaultPrompt);
  },
};

export const BlankPrompt: ScreenStory = {
  play: async () => {
    await save('');
    await page().findByText(messages.required);
  },
};

export const Narrow = narrow(Filled);
export const Dark = dark(Saved);

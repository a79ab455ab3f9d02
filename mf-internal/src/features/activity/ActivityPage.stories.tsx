import { endpoints, messages } from '@nextlevel/bff/contract';
import { aStaffUser, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { expect, waitFor, within } from 'storybook/test';
import { anEvent, somePage } from './test-activity';

const meta = {
  title: 'Screens/Internal/Activity',
  parameters: {
    screen: { path: '/internal/activity', user: aStaffUser() },
    msw: { activity: reply(endpoints.getInternalActivity, somePage('994')) },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { activity: pending(endpoints.getInternalActivity) } } };

export const Empty: ScreenStory = {
  parameters: { msw: { activity: reply(endpoints.getInternalActivity, { events: [], nextCursor: null }) } },
};

export const LoadFailed: ScreenStory = {
  parameters: { msw: { activity: fails(endpoints.getInternalActivity, 503, messages.errors.unavailable) } },
};

/** Long addresses, a long browser and detail text wrap inside their card. */
export const LongContent: ScreenStory = {
  parameters: {
    msw: {
      activity: reply(endpoints.getInternalActivity, {
        events: [
          anEvent('sign-in', {
            user: { id: 'u1', email: 'maximiliana.konstantina.featherstonehaugh@continuing-education.example.com' },
            actor: { id: 'u1', email: 'maximiliana.konstantina.featherstonehaugh@continuing-education.example.com' },
            ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
            browser: 'Samsung Internet 25 on Android',
          }),
          anEvent('upload', { details: { table: 'snippets', records: 100000, added: 99999, changed: 1 } }),
        ],
        nextCursor: null,
      }),
    },
  },
};

/** A link with filters: the fields show them, and only the events they match are asked for. */
export const FilteredFromALink: ScreenStory = {
  parameters: {
    screen: { path: '/internal/activity?user=ada%40example.com&kind=sign-in-failed' },
    msw: { activity: reply(endpoints.getInternalActivity, { events: [anEvent('sign-in-failed')], nextCursor: null }) },
  },
  play: async () => {
    await waitFor(() => expect(within(document.body).getByRole('textbox', { name: 'User' })).toHaveValue('ada@example.com'));
  },
};

export const Narrow = narrow(Filled);
export const Dark = dark(Filled);

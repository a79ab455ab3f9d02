import { messages, endpoints } from '@nextlevel/bff/contract';
import { dark, fails, narrow, pending, type ScreenMeta, type ScreenStory, reply } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Public/Forgot password',
  parameters: {
    screen: { path: '/forgot-password' },
    msw: { request: reply(endpoints.requestPasswordReset, { message: messages.auth.resetRequested }) },
  },
} satisfies ScreenMeta;
export default meta;

const requestFor =
  (email: string): ScreenStory['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
  };

export const Empty: ScreenStory = {};

export const InvalidEmail: ScreenStory = { play: requestFor('ada.lovelace@') };

export const Sending: ScreenStory = {
  parameters: { msw: { request: pending(endpoints.requestPasswordReset) } },
  play: requestFor('ada.lovelace@example.com'),
};

export const Sent: ScreenStory = {
  play: async (context) => {
    await requestFor('ada.lovelace@example.com')?.(context);
    await context.canvas.findByText(messages.auth.resetRequested);
  },
};

export const Failed: ScreenStory = {
  parameters: { msw: { request: fails(endpoints.requestPasswordReset, 429, messages.auth.tooManyRequests) } },
  play: async (context) => {
    await requestFor('ada.lovelace@example.com')?.(context);
    await context.canvas.findByText(messages.auth.tooManyRequests);
  },
};

export const LongEmail: ScreenStory = {
  play: requestFor('maria.guadalupe.wolfeschlegelsteinhausenbergerdorff@university-of-the-west-indies.example.com'),
};

export const Narrow = narrow(Sent);

export const NarrowInvalid = narrow(InvalidEmail);

export const Dark = dark(Failed);

export const DarkSent = dark(Sent);

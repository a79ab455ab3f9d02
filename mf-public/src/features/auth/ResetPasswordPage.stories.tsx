import { messages, endpoints } from '@nextlevel/bff/contract';
import { dark, fails, narrow, pending, type ScreenMeta, type ScreenStory, reply } from '@nextlevel/shell/stories';
import { holdTimersOf } from '../../../.storybook/hold-timers';
import { RESET_REDIRECT_MS } from './components/ResetPasswordForm';

const meta = {
  title: 'Screens/Public/Reset password',
  parameters: {
    screen: { path: '/reset-password?token=Rk7bX2mQ9vT4wY8nC3pL6sJ1' },
    msw: { reset: reply(endpoints.resetPassword, { message: messages.auth.resetDone }) },
  },
} satisfies ScreenMeta;
export default meta;

const choose =
  (password: string, confirmation = password): ScreenStory['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^New Password/), password);
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirmation);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
  };

/** Opened without ?token=: the reason, and a button that cannot be pressed. */
export const NoToken: ScreenStory = { parameters: { screen: { path: '/reset-password' } } };

export const Empty: ScreenStory = {};

export const TooShort: ScreenStory = { play: choose('Ocean7', 'Ocean7') };

export const Mismatch: ScreenStory = { play: choose('Lighthouse-Keeper-42', 'Lighthouse-Keeper-24') };

export const Resetting: ScreenStory = {
  parameters: { msw: { reset: pending(endpoints.resetPassword) } },
  play: choose('Lighthouse-Keeper-42'),
};

/** The message, with the move to /login after 2 s held so the state stays on screen. */
export const Reset: ScreenStory = {
  beforeEach: holdTimersOf(RESET_REDIRECT_MS),
  play: async (context) => {
    await choose('Lighthouse-Keeper-42')?.(context);
    await context.canvas.findByText(messages.auth.resetDone);
  },
};

export const ExpiredToken: ScreenStory = {
  parameters: { msw: { reset: fails(endpoints.resetPassword, 400, messages.auth.resetInvalid) } },
  play: async (context) => {
    await choose('Lighthouse-Keeper-42')?.(context);
    await context.canvas.findByText(messages.auth.resetInvalid);
  },
};

export const Narrow = narrow(NoToken);

export const NarrowMismatch = narrow(Mismatch);

export const Dark = dark(ExpiredToken);

export const DarkReset = dark(Reset);

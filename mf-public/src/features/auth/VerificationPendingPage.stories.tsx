import { messages, endpoints } from '@nextlevel/bff/contract';
import { dark, fails, narrow, pending, type ScreenMeta, type ScreenStory, reply } from '@nextlevel/shell/stories';

const withEmail = (email: string) => `/verification-pending?${new URLSearchParams({ email }).toString()}`;

const meta = {
  title: 'Screens/Public/Verification pending',
  parameters: {
    screen: { path: withEmail('ada.lovelace@example.com') },
    msw: { resend: reply(endpoints.resendVerification, { message: messages.auth.verificationSent }) },
  },
} satisfies ScreenMeta;
export default meta;

const resend: ScreenStory['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Resend Verification Email' }));
};

export const WithEmail: ScreenStory = {};

/** Opened without ?email= (from a bookmark, or the failed verification's link): the address is asked for. */
export const WithoutEmail: ScreenStory = { parameters: { screen: { path: '/verification-pending' } } };

export const EmailRequired: ScreenStory = { ...WithoutEmail, play: resend };

export const Resending: ScreenStory = { parameters: { msw: { resend: pending(endpoints.resendVerification) } }, play: resend };

export const Resent: ScreenStory = {
  play: async (context) => {
    await resend(context);
    await context.canvas.findByText(messages.auth.verificationSent);
  },
};

export const ResendFailed: ScreenStory = {
  parameters: { msw: { resend: fails(endpoints.resendVerification, 429, messages.auth.tooManyRequests) } },
  play: async (context) => {
    await resend(context);
    await context.canvas.findByText(messages.auth.tooManyRequests);
  },
};

export const LongEmail: ScreenStory = {
  parameters: {
    screen: { path: withEmail('maria.guadalupe.wolfeschlegelsteinhausenbergerdorff@university-of-the-west-indies.example.com') },
  },
};

export const Narrow = narrow(LongEmail);

export const NarrowWithoutEmail = narrow(EmailRequired);

export const Dark = dark(Resent);

export const DarkFailed = dark(ResendFailed);

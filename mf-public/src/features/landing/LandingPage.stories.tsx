import { messages } from '@nextlevel/bff/contract';
import { TOAST_DURATION_MS } from '@nextlevel/design-system';
import { ASYNC_WAIT_MS } from '@nextlevel/design-system/storybook';
import { aMember, aStaffUser, dark, narrow, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { expect, screen, waitFor } from 'storybook/test';
import { holdTimersOf } from '../../../.storybook/hold-timers';
import { CONTACT_DELAY_MS } from './components/contact/simulate-contact-submit';

// `/` renders without react-query (decision 003), as the shell renders it.
const meta = {
  title: 'Screens/Public/Landing',
  parameters: { screen: { path: '/', queries: false } },
} satisfies ScreenMeta;
export default meta;

const longMessage =
  'Hello! I coordinate the careers service at a technical college in Nairobi and we are looking for a partner to help our final-year ' +
  'students move into data and AI roles. Could we arrange a call to talk about a programme for about 120 students starting in ' +
  'September, including assessment, opportunity matching and mentoring for the first six months after graduation?';

const contactForm = async (canvas: Parameters<NonNullable<ScreenStory['play']>>[0]['canvas']) => {
  const form = await canvas.findByRole('form', { name: 'Contact us' });
  form.scrollIntoView({ block: 'center' });
  return form;
};

const sendMessage = (message: string): ScreenStory['play'] => {
  return async ({ canvas, userEvent }) => {
    await contactForm(canvas);
    await userEvent.type(canvas.getByLabelText('First name'), 'Wanjiru');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Kamau');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'w.kamau@nairobi-tech.example.ac.ke');
    // Pasted, as a long message usually arrives: typed key by key it held the story for seconds.
    await userEvent.click(canvas.getByLabelText('Message'));
    await userEvent.paste(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
  };
};

export const SignedOut: ScreenStory = {};

export const SignedIn: ScreenStory = { parameters: { screen: { user: aMember() } } };

export const SignedInStaff: ScreenStory = { parameters: { screen: { user: aStaffUser({ first_name: 'Grace' }) } } };

export const LongName: ScreenStory = {
  parameters: { screen: { user: aMember({ first_name: 'Maximiliana-Evangelina', last_name: 'Wolfeschlegelsteinhausenbergerdorff' }) } },
};

/** Scrolled past 50 px: the bar turns to glass. */
export const GlassNav: ScreenStory = {
  play: async ({ canvas }) => {
    const header = (await canvas.findByRole('navigation', { name: 'Main' })).closest('header');
    window.scrollTo({ top: 900, behavior: 'instant' });
    await waitFor(() => expect(header?.dataset['glass']).toBe('true'));
  },
};

export const MobileMenuOpen: ScreenStory = narrow({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('navigation', { name: 'Main' });
    // Wider than a phone the links are in the bar and the toggle is hidden: nothing to open.
    const toggle = canvas.queryByRole('button', { name: 'Menu' });
    if (toggle) await userEvent.click(toggle);
  },
});

export const MobileMenuSignedIn: ScreenStory = { ...MobileMenuOpen, parameters: LongName.parameters };

/** An empty submit is told on the form (issue #24.5-6): the empty fields marked, the first focused. */
export const ContactValidationError: ScreenStory = {
  play: async ({ canvas, userEvent }) => {
    await contactForm(canvas);
    await userEvent.type(canvas.getByLabelText('First name'), 'Wanjiru');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await canvas.findByText(messages.validation.contactAllFields);
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByLabelText('Last name')));
  },
};

/** The simulated 1 s send (product §4), held. */
export const ContactSubmitting: ScreenStory = { beforeEach: holdTimersOf(CONTACT_DELAY_MS), play: sendMessage(longMessage) };

export const ContactSent: ScreenStory = {
  beforeEach: holdTimersOf(TOAST_DURATION_MS),
  play: async (context) => {
    await sendMessage('Could you send me the programme for early-career learners?')?.(context);
    await screen.findByText(messages.success.contact, undefined, { timeout: CONTACT_DELAY_MS + ASYNC_WAIT_MS });
  },
};

export const Narrow = narrow(SignedOut);

export const NarrowContactSent = narrow(ContactSent);

export const Dark = dark(SignedOut);

export const DarkSignedIn = dark(SignedIn);

export const DarkMenuOpen = dark(MobileMenuOpen);

export const DarkContactError = dark(ContactValidationError);

import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';
import { Form, FormActions, FormRow, type FormProps } from './Form';

/** Where a form sits decides its layout: a box of the given width stands in for the page or card. */
const ProfileForm = ({ width, ...args }: FormProps & { width: string }) => (
  <div style={{ width }}>
    <Form aria-label="Profile" onSubmit={(e) => e.preventDefault()} {...args}>
      <FormRow>
        <TextField label="First Name" defaultValue="Ada" />
        <TextField label="Last Name" defaultValue="Lovelace" />
      </FormRow>
      <Textarea label="About" rows={3} defaultValue="Writes the first programs." />
      <FormActions>
        <Button variant="outline" type="button">
          Cancel
        </Button>
        <Button type="submit">Save Changes</Button>
      </FormActions>
    </Form>
  </div>
);

const meta = {
  title: 'Layout/Form',
  component: Form,
  args: { spacing: 'comfortable' },
  argTypes: { spacing: { control: 'inline-radio', options: ['comfortable', 'compact'] } },
  render: (args) => <ProfileForm width="40rem" {...args} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Layout is measured where there is one: the Storybook check renders in chromium; the component
 * tests' DOM (happy-dom) lays nothing out, and every box there is empty.
 */
const laidOut = (canvasElement: HTMLElement) => canvasElement.getBoundingClientRect().width > 0;
const box = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByLabelText(name).getBoundingClientRect();
const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name }).getBoundingClientRect();

/** On a page: the row's two fields side by side, the buttons together at the end. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    if (!laidOut(canvasElement)) return;
    const [first, last] = [box(canvasElement, 'First Name'), box(canvasElement, 'Last Name')];
    await expect(last.top).toBe(first.top);
    await expect(last.left).toBeGreaterThan(first.right);
    const [cancel, save] = [button(canvasElement, 'Cancel'), button(canvasElement, 'Save Changes')];
    await expect(save.top).toBe(cancel.top);
    await expect(Math.round(save.right)).toBe(Math.round(canvasElement.querySelector('form')!.getBoundingClientRect().right));
  },
};

/** In a phone-wide space: one field under another, and the buttons share the width. */
export const Narrow: Story = {
  render: (args) => <ProfileForm width="20rem" {...args} />,
  play: async ({ canvasElement }) => {
    if (!laidOut(canvasElement)) return;
    const [first, last] = [box(canvasElement, 'First Name'), box(canvasElement, 'Last Name')];
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(last.left).toBe(first.left);
    const form = canvasElement.querySelector('form')!.getBoundingClientRect();
    const [cancel, save] = [button(canvasElement, 'Cancel'), button(canvasElement, 'Save Changes')];
    await expect(Math.round(cancel.left)).toBe(Math.round(form.left));
    await expect(Math.round(save.right)).toBe(Math.round(form.right));
  },
};

/** An account screen's card: the compact gap and full-width buttons one under another. */
export const CompactStacked: Story = {
  args: { spacing: 'compact' },
  render: (args) => (
    <div style={{ width: '24rem' }}>
      <Form aria-label="Sign in" onSubmit={(e) => e.preventDefault()} {...args}>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
        <FormActions layout="stack">
          <Button type="submit" size="lg" fullWidth>
            Sign In
          </Button>
          <Button variant="outline" type="button" size="lg" fullWidth>
            Back to Login
          </Button>
        </FormActions>
      </Form>
    </div>
  ),
  play: async ({ canvasElement }) => {
    if (!laidOut(canvasElement)) return;
    const [signIn, back] = [button(canvasElement, 'Sign In'), button(canvasElement, 'Back to Login')];
    await expect(back.top).toBeGreaterThan(signIn.bottom);
    await expect(back.width).toBe(signIn.width);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

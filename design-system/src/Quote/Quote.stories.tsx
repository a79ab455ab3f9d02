import type { Meta, StoryObj } from '@storybook/react';
import { Quote } from './Quote';

const long =
  'It is not the critic who counts; not the man who points out how the strong man stumbles, or where the doer of deeds could have done them better. The credit belongs to the man who is actually in the arena, whose face is marred by dust and sweat and blood.';

const meta = {
  title: 'Components/Quote',
  component: Quote,
  args: { text: 'Lost time is never found again.', author: 'Benjamin Franklin', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const SmallClamped: Story = { args: { size: 'sm', text: long, author: 'Theodore Roosevelt', lines: 3 } };
export const Dark: Story = { globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import { PageHeader } from '../PageHeader/PageHeader';
import { Page } from './Page';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { width: 'full' },
  argTypes: { width: { control: 'inline-radio', options: ['full', 'wide', 'narrow'] } },
  render: (args) => (
    <Page {...args}>
      <PageHeader title="Settings" description="Manage your account details" />
      <Card>
        <CardHeader>
          <CardTitle level={2}>Account Information</CardTitle>
        </CardHeader>
        <CardContent>The page's sections, one under another.</CardContent>
      </Card>
    </Page>
  ),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Dark: Story = { globals: { theme: 'dark' } };

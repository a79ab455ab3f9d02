import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

// Annotated rather than `satisfies`: the inferred type names Radix's own package, which the declarations
// `tsc -b` writes for the design system cannot import.
const meta: Meta<typeof Tabs> = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Analytics">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="pages">Page Views</TabsTrigger>
        <TabsTrigger value="events">User Events</TabsTrigger>
        <TabsTrigger value="sessions" disabled>
          Sessions
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Total Page Views, Total Events, Total Sessions.</TabsContent>
      <TabsContent value="pages">Daily views by date.</TabsContent>
      <TabsContent value="events">Event types with counts.</TabsContent>
      <TabsContent value="sessions">Average duration.</TabsContent>
    </Tabs>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Radix arrives with the first Tabs on a page; until then a static copy shows (no aria-controls).
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-controls'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Page Views' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

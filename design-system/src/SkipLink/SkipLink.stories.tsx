import type { Meta, StoryObj } from '@storybook/react';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

/** A page in miniature: the link, a navigation, and the content it skips to (its own id, as the docs page shows every story). */
function Demo() {
  const contentId = useId();
  return (
    <>
      <SkipLink targetId={contentId} />
      <nav aria-label="Main">
        <a href="#top">A navigation link</a>
      </nav>
      <div id={contentId} tabIndex={-1} style={{ outline: 'none' }} data-testid="content">
        <p>The page's main content.</p>
      </div>
    </>
  );
}

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'content' },
  render: () => <Demo />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the keyboard reaches it. */
export const Hidden: Story = {};

/** Shown once focused. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** Enter moves the focus past the navigation to the content. */
export const SkipsToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Skip to content' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('content')).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Feedback/OfflineNotice',
  component: OfflineNotice,
  args: { children: "You're offline. What you see may be out of date; it loads again once you're back online." },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser says it is offline (as chromium's network panel would make it). */
export const Offline: Story = {
  decorators: [
    (Story) => {
      useEffect(() => {
        const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
        window.dispatchEvent(new Event('offline'));
        return () => {
          delete (navigator as { onLine?: boolean }).onLine;
          if (descriptor) window.dispatchEvent(new Event('online'));
        };
      }, []);
      return <Story />;
    },
  ],
};

/** Online: nothing shows. */
export const Online: Story = {};

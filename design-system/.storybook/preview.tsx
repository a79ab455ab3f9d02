import type { Decorator, Preview } from '@storybook/react';
import { useEffect } from 'react';
import { ToastProvider } from '../src/Toast/ToastProvider';
import { TooltipProvider } from '../src/Tooltip/Tooltip';
import '../src/tokens/tokens.css';

type Theme = 'light' | 'dark';

// The toolbar's theme switches the tokens on <html>, so portalled content (dialogs, menus) follows.
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  return (
    <TooltipProvider>
      <ToastProvider>
        <div data-theme={theme} style={{ background: 'var(--nl-color-bg)', color: 'var(--nl-color-text)', padding: 'var(--nl-space-6)' }}>
          <Story />
        </div>
      </ToastProvider>
    </TooltipProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

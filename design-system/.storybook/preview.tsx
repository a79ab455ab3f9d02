import type { Decorator, Preview } from '@storybook/react';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { ASYNC_WAIT_MS } from '../src/storybook/async-wait';
import { themeToolbar } from '../src/storybook/theme-toolbar';
import { ToastProvider } from '../src/Toast/ToastProvider';
import { TooltipProvider } from '../src/Tooltip/Tooltip';
import '../src/tokens/tokens.css';

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

type Theme = 'light' | 'dark';

// The toolbar's theme switches the tokens on the story's wrapper and, on a story's own page, on
// <html> too so portalled content (dialogs, menus) follows. A docs page shows several stories
// with their own themes at once, so there only the wrappers carry it.
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const ownPage = context.viewMode === 'story';
  useEffect(() => {
    if (ownPage) document.documentElement.dataset['theme'] = theme;
  }, [theme, ownPage]);
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
  ...themeToolbar,
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

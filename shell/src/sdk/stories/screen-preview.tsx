import '@nextlevel/design-system/tokens.css';
import { ASYNC_WAIT_MS, themeToolbar } from '@nextlevel/design-system/storybook';
import type { Preview } from '@storybook/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { screenLoader } from './screen-loader';
import { NARROW_VIEWPORT, NARROW_WIDTH } from './variants';
import { withScreen } from './with-screen';

export interface ScreenPreviewOptions {
  /** The remote's './routes' (src/app/routes.tsx): every story renders it, so a screen comes with its layout. */
  routes: ComponentType;
  /** Where the shell mounts it: '/members', '/internal', or '/' for mf-public. */
  base: string;
}

/** A remote's .storybook/preview: its route tree at each story's path, as the shell would render it. */
export function screenPreview({ routes: AreaRoutes, base }: ScreenPreviewOptions): Preview {
  configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
  const pattern = `${base.replace(/\/$/, '')}/*`;
  return {
    render: () => (
      <Routes>
        <Route path={pattern} element={<AreaRoutes />} />
      </Routes>
    ),
    decorators: [withScreen],
    loaders: [screenLoader],
    // After the story's play: the check screenshots it only then (design-system/scripts/check-screen.ts).
    afterEach: () => {
      document.documentElement.dataset['screenReady'] = 'true';
    },
    ...themeToolbar,
    parameters: {
      layout: 'fullscreen',
      viewport: {
        options: {
          [NARROW_VIEWPORT]: { name: 'Narrow (320 px)', styles: { width: `${NARROW_WIDTH}px`, height: '640px' }, type: 'mobile' },
          ...MINIMAL_VIEWPORTS,
        },
      },
    },
    // Every story here is a whole screen: the check runs axe on it and keeps its screenshot.
    tags: ['screen'],
  };
}

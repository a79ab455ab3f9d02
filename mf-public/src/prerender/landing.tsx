import '@nextlevel/design-system/tokens.css';
import { shellPage } from '@nextlevel/shell/prerender';
import { renderToString } from 'react-dom/server';
import PublicRoutes from '../app/routes';

/**
 * The landing page as a visitor who is not signed in first sees it, rendered at build time
 * (contract: prerenderedPages) inside the shell's own page, which the browser hydrates (decision 023).
 */
export async function render(): Promise<string> {
  return renderToString(await shellPage('/', 'public', { default: PublicRoutes }));
}

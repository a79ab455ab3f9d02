import { yieldToMain } from './yield-to-main';

// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
// Started in tasks of their own (issue #24.16): this script's evaluation (the MF runtime) is one
// long task already, and react-dom, the router and the design system, the largest modules, are
// each evaluated apart from the app's others.
void (async () => {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('react-router-dom');
  await yieldToMain();
  await import('@nextlevel/design-system');
  await yieldToMain();
  await import('./bootstrap');
})();

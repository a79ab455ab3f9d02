export { ASYNC_WAIT_MS } from './async-wait';
export { themeToolbar } from './theme-toolbar';

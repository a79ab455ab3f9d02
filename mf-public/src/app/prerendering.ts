import { createContext, useContext } from 'react';

/**
 * True while a page is being rendered at build time (src/prerender): markup that only works
 * with the live page's scripts, such as a form, can then be made inert until the swap.
 */
export const PrerenderingContext = createContext(false);
export const usePrerendering = () => useContext(PrerenderingContext);

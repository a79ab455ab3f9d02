import { PRERENDERED_ATTRIBUTE } from '@nextlevel/bff/contract';

/**
 * True in a browser whose page arrived prerendered by the bff: the markup the live page replaces
 * has already played its entrance motion, so the live page must not play it a second time.
 * Read once, when this module loads (before the first render), so server and client agree.
 */
export const arrivedPrerendered = typeof document !== 'undefined' && document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`) !== null;

import { checkboxBox } from '../Checkbox/Checkbox';
import { dialogParts } from '../Dialog/Dialog';
import { selectControl } from '../Select/Select';
import { tabsParts } from '../Tabs/Tabs';
import { toaster } from '../Toast/ToastProvider';
import { tooltipPopup } from '../Tooltip/Tooltip';

/**
 * Loads the Radix half of every lazy widget. Tests of behaviour call it first so they start
 * with the widget itself rather than its loading stand-in; a page may call it to warm up.
 */
export const preloadWidgets = async (): Promise<void> => {
  await Promise.all([checkboxBox, dialogParts, selectControl, tabsParts, toaster, tooltipPopup].map((m) => m.load()));
};

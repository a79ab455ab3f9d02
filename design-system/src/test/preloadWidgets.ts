import { checkboxBox } from '../Checkbox/Checkbox';
import { dialogParts } from '../Dialog/Dialog';
import { selectControl } from '../Select/Select';
import { tabsParts } from '../Tabs/Tabs';
import { toaster } from '../Toast/ToastProvider';
import { tooltipPopup } from '../Tooltip/Tooltip';

/**
 * Loads the Radix half of every lazy widget, so a test of its behaviour starts with the widget
 * itself rather than its loading stand-in (the stand-ins have their own *.lazy.test.tsx files).
 */
export const preloadWidgets = async (): Promise<void> => {
  await Promise.all([checkboxBox, dialogParts, selectControl, tabsParts, toaster, tooltipPopup].map((m) => m.load()));
};

import { checkboxBox } from '../Checkbox/Checkbox';
import { comboboxControl } from '../Combobox/Combobox';
import { virtualTable } from '../DataTable/DataTable';
import { dialogParts } from '../Dialog/Dialog';
import { selectControl } from '../Select/Select';
import { tabsParts } from '../Tabs/Tabs';
import { toaster } from '../Toast/ToastProvider';
import { tooltipPopup } from '../Tooltip/Tooltip';

/**
 * Loads the lazily loaded half of every widget (Radix, the data table's virtualiser, the combobox). Tests of behaviour call it first so they start
 * with the widget itself rather than its loading stand-in; a page may call it to warm up.
 */
export const preloadWidgets = async (): Promise<void> => {
  await Promise.all(
    [checkboxBox, comboboxControl, dialogParts, selectControl, tabsParts, toaster, tooltipPopup, virtualTable].map((m) => m.load()),
  );
};

/**
 * Loads the Radix half of Tabs. A page whose tab panels hold what the user types or picks loads it
 * with its own code: Tabs that swap their loading copy for the real ones remount the panels, and
 * a choice made before the swap would be lost.
 */
export const preloadTabs = (): Promise<unknown> => tabsParts.load();

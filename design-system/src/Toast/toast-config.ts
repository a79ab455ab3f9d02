// product §9 toast behaviour.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
/** The viewport's name, as Radix words it: "Notifications (F8)". */
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY.join('+')})`;

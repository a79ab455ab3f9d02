import { expect, userEvent, waitFor, within } from 'storybook/test';

const page = () => within(document.body);

/**
 * Picks `option` in the select or combobox named `label`, as a screen story's play does, and waits
 * until it shows the choice and the page is usable again.
 * A select (a Radix button) is opened from the keyboard: opened by a click, Radix ignores the next
 * pointerup that has not moved, and on a slow machine its listener can be added after the opening
 * click's own pointerup has passed, so the option's click would be the one ignored (a flaky story).
 * A combobox (the design system's searchable picker, an input) opens with Down and shows the
 * choice as its value.
 */
export const pickOption = async (label: RegExp, option: string): Promise<void> => {
  const select = () => page().getByRole('combobox', { name: label });
  // Disabled while its options load, and a stand-in until its code has loaded.
  await waitFor(() => expect(select()).toBeEnabled(), { timeout: 5_000 });
  const searchable = select() instanceof HTMLInputElement;
  select().focus();
  await userEvent.keyboard(searchable ? '{ArrowDown}' : '{Enter}');
  // The options open in a portal, outside the story's canvas.
  await userEvent.click(await page().findByRole('option', { name: option }, { timeout: 5_000 }));
  if (searchable) await waitFor(() => expect(select()).toHaveValue(option));
  else await waitFor(() => expect(select()).toHaveTextContent(option));
  // The open select makes the page inert (pointer-events: none on <body>) until it has closed.
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
};

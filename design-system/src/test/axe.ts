import axe from 'axe-core';

// happy-dom has no layout or computed colours, so colour contrast cannot be measured here:
// tokens.test.ts checks the theme pairs' contrast ratios instead.
const alwaysOff = ['color-contrast'];

/**
 * Runs axe-core on a rendered container and returns its violations, one readable line each.
 * `disable` turns off further rules, e.g. page-level ones ("region") for isolated fragments.
 */
export async function axeViolations(container: Element, disable: string[] = []): Promise<string[]> {
  const rules = Object.fromEntries([...alwaysOff, ...disable].map((id) => [id, { enabled: false }]));
  const result = await axe.run(container, { rules });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

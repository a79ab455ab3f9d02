import axe from 'axe-core';

// Tests only. happy-dom has no layout or computed colours, so colour contrast is checked on
// the design tokens (design-system tokens.test.ts), not here.

/** axe-core's violations in `container`, one readable line each. */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

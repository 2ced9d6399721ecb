import axe from 'axe-core';

/**
 * axe-core's findings on the document, as "rule: targets" lines. Colour contrast is left to the browser tests:
 * jsdom has no layout or canvas to measure it with.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

import axe from 'axe-core';

/**
 * The WCAG 2 A/AA violations axe finds in `container`, as `rule: help` lines (the rules the e2e suite
 * runs); colour contrast is left to e2e, since it needs a layout jsdom has not.
 */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const { violations } = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map((v) => `${v.id}: ${v.help}`);
}

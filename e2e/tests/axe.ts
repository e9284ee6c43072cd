import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's violations on the page. One run in the page itself (legacy mode: the default mode runs the
 * checks in the page, then opens a blank page to put the results together, and takes about twice
 * as long), reporting violations only (passes are not read). `tags`: the rule sets checked (every
 * rule when absent); `alsoRules`: rules checked besides them (axe's region rule is outside the WCAG tags).
 */
export async function axeViolations(page: Page, { tags, alsoRules = [] }: { tags?: readonly string[]; alsoRules?: readonly string[] } = {}): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .options({
      ...(tags ? { runOnly: { type: 'tag' as const, values: [...tags] } } : {}),
      rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}

/** Whether a violation is serious or critical (the ones the tests refuse). */
export const serious = (violation: Violation) => violation.impact === 'serious' || violation.impact === 'critical';

/** A violation as `<rule>: <its first three elements>`. */
export const described = (violation: Violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`;

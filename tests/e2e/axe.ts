import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/axe-core/axe.min.js');
const WCAG_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];
const TARGETS_SHOWN = 3;

let axeSource: Promise<string> | undefined;

/** What the injected script adds to the page's window (kept out of the app's Window type). */
interface WithAxe {
  axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now; fails listing each serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  axeSource ??= readFile(AXE_SOURCE, 'utf8');
  // Evaluated rather than added as a script tag: the page's Content-Security-Policy refuses inline
  // scripts, and a test must not loosen the policy it checks the pages under.
  await page.evaluate(await axeSource);
  const results = await page.evaluate((options) => (window as unknown as WithAxe).axe.run(document, options), WCAG_AA);
  const failures = results.violations.filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact));
  if (failures.length === 0) return;
  const lines = failures.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
    const more = violation.nodes.length > TARGETS_SHOWN ? ` and ${violation.nodes.length - TARGETS_SHOWN} more` : '';
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n    at ${targets.join(' | ')}${more}`;
  });
  throw new Error(`${label}: ${failures.length} accessibility violation(s)\n${lines.join('\n')}`);
}

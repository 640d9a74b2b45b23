/**
 * A page as a person meets it: axe-core's audit (serious and critical findings, printed readably)
 * and full-page screenshots kept as test artifacts in artifacts/screenshots/<name>-<width>.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ROOT } from '../../scripts/lib/stack.ts';

export const SCREENSHOT_DIR = path.join(ROOT, 'artifacts', 'screenshots');
export const AXE_DIR = path.join(ROOT, 'artifacts', 'axe');

const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * axe-core on the page as it is now. Every finding is written to artifacts/axe/<name>.json (the
 * moderate and minor ones are worth reading too); the serious and critical ones are returned.
 */
export async function blockingViolations(page: Page, name: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      html: node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html,
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
  mkdirSync(AXE_DIR, { recursive: true });
  writeFileSync(
    path.join(AXE_DIR, `${name}.json`),
    `${JSON.stringify({ url: page.url(), width: page.viewportSize()?.width, findings }, null, 2)}\n`,
  );
  return findings.filter((finding) => BLOCKING.has(finding.impact));
}

/** One block per rule, one line per element: what a failing test prints. */
export function formatViolations(where: string, findings: AxeFinding[]): string {
  if (findings.length === 0) return '';
  const lines = [`axe: ${findings.length} serious/critical rule(s) broken on ${where}`];
  for (const finding of findings) {
    lines.push(`- [${finding.impact}] ${finding.id}: ${finding.help} (${finding.helpUrl})`);
    for (const node of finding.nodes.slice(0, 10)) lines.push(`    at ${node.target}\n      ${node.html}\n      ${node.summary}`);
    if (finding.nodes.length > 10) lines.push(`    … and ${finding.nodes.length - 10} more`);
  }
  return lines.join('\n');
}

/**
 * Lazy images load and web fonts are in before the picture is taken: a full-page screenshot does
 * not scroll, so images below the fold are asked for eagerly and awaited.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  // From the top: scrolled down, the sticky header would be drawn in the middle of the full page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * `npm audit --omit=dev`: no high or critical advisory in what production installs. The advisories
 * come from the registry; when its audit endpoint cannot be reached or refuses the query (an
 * offline machine, a mirror without the audit API), the test says so plainly and is skipped,
 * unless NPM_AUDIT_REQUIRED=1, where that is a failure.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/stack.ts';

interface AuditReport {
  metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; fixAvailable: unknown }>;
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
}

function audit(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd: ROOT, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('dependencies', () => {
  it('npm audit --omit=dev reports no high or critical vulnerability', async (context) => {
    const { stdout, stderr } = await audit();
    let report: AuditReport;
    try {
      report = JSON.parse(stdout) as AuditReport;
    } catch {
      report = { message: stderr.trim().split('\n').slice(-3).join(' ') || 'no JSON answer' };
    }
    const counts = report.metadata?.vulnerabilities;
    if (!counts) {
      const reason = [report.statusCode && `HTTP ${report.statusCode}`, report.message, report.error?.summary, report.error?.detail]
        .filter(Boolean)
        .join(' - ');
      const note = `npm audit could not get advisories from the registry (${reason || 'unknown reason'}): the dependencies were NOT audited`;
      console.warn(`[npm audit] ${note}`);
      if (process.env.NPM_AUDIT_REQUIRED === '1') throw new Error(note);
      context.skip(note);
      return;
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    console.info(`[npm audit] ${JSON.stringify(counts)}`);
    expect(serious).toEqual([]);
    expect(counts.high + counts.critical).toBe(0);
  }, 180_000);
});

import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of the page to tell an error screen, a login page or a page still loading apart. */
const MAX_CHARS = 8000;

/**
 * The page's accessibility snapshot from Playwright's error context, without the menus' subtrees (the admin
 * menu alone is a hundred lines, and what failed is in the main content).
 */
function pageSnapshot(errorContext: string): string | null {
  const snapshot = errorContext.match(/```yaml\n([\s\S]*?)\n```/)?.[1];
  if (!snapshot) return null;
  const kept: string[] = [];
  let skipDeeperThan = -1;
  for (const line of snapshot.split('\n')) {
    const depth = line.length - line.trimStart().length;
    if (skipDeeperThan >= 0 && depth > skipDeeperThan) continue;
    skipDeeperThan = -1;
    kept.push(line);
    if (/^\s*- navigation\b/.test(line)) {
      kept.push(`${' '.repeat(depth + 2)}- (the menu's links)`);
      skipDeeperThan = depth;
    }
  }
  return kept.join('\n');
}

/**
 * Prints what a failed journey's page showed (Playwright's error context: the page's accessibility snapshot
 * at the failure) into the run's output. A CI run keeps only its output, not test-results/, and a journey that
 * fails once in many runs cannot be diagnosed from its stack trace alone.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string | null;
      try {
        text = pageSnapshot(readFileSync(attachment.path, 'utf8'));
      } catch {
        continue;
      }
      if (!text) continue;
      const shown =
        text.length > MAX_CHARS
          ? `${text.slice(0, MAX_CHARS)}\n[… ${text.length - MAX_CHARS} more characters]`
          : text;
      console.log(`\n── The page when "${test.titlePath().slice(1).join(' › ')}" failed ──\n${shown}\n`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}

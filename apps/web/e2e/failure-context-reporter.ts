import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of the page to tell an error screen, a login page or a page still loading apart. */
const MAX_CHARS = 6000;

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
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
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

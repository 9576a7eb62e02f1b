import { financialYear } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { readSettings } from './year-end.queries';

/**
 * Records the making of a year-end pack (docs/year-end.md, The year-end pack): who made it, when, and each
 * file's SHA-256, so a pack handed to the auditor can later be checked against the trail. The server calls it
 * once the files are made and sends the ZIP only when the audit row is written.
 */
export async function recordYearEndPack(
  ctx: AdminContext,
  input: { year: number; lang: 'en' | 'bn'; files: { name: string; sha256: string }[] },
): Promise<void> {
  const settings = await readSettings(ctx.db);
  const label = financialYear(input.year, settings.first_month).label;
  await withAudit(
    ctx,
    {
      action: 'yearEnd.pack.make',
      entity: 'year_closings',
      entityId: label,
      after: { year: label, lang: input.lang, files: input.files },
    },
    async () => undefined,
  );
}

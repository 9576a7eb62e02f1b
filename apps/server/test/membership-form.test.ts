import { inflateSync } from 'node:zlib';
import { SOCIETY } from '@samity/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_FORM_PATH, registerMembershipForm } from '../src/membership-form/membership-form-route';
import { registerPdfService } from '../src/pdf/pdf-service';

/**
 * The Unicode text of a PDF's fonts: the ToUnicode maps of its deflated streams, which list every
 * character (or cluster of characters, for a conjunct) that a glyph drawn on the page stands for.
 */
function toUnicodeMaps(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      const stream = inflateSync(pdf.subarray(start, end)).toString('latin1');
      const map = /beginbfrange([\s\S]*?)endbfrange/.exec(stream);
      if (map) out.push(map[1]!);
    } catch {
      // not a deflated stream (or binary padding): skip it
    }
  }
  return out.join('\n');
}

const bengaliCodepoints = (text: string) =>
  [...new Set(text)]
    .filter((c) => /[\u0980-\u09FF]/.test(c))
    .map((c) => new RegExp(`[<\\s]${c.codePointAt(0)!.toString(16).padStart(4, '0')}[>\\s]`));

describe('membership form PDF', () => {
  const app = Fastify();
  const custom = Fastify();
  beforeAll(async () => {
    // The PDF threads the app would have (app.ts registers them before the PDF routes).
    for (const instance of [app, custom]) registerPdfService(instance, { threads: 1, cacheBytes: 0 });
    registerMembershipForm(app);
    registerMembershipForm(custom, {
      ...SOCIETY,
      name: { en: 'Chattogram Car Dealers Society', bn: 'চট্টগ্রাম গাড়ি ব্যবসায়ী সমিতি' },
    });
    await Promise.all([app.ready(), custom.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), custom.close()]);
  });

  it('downloads as a one-page PDF attachment', async () => {
    const res = await app.inject({ method: 'GET', url: MEMBERSHIP_FORM_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="membership-form.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('names the configured society and embeds the Bengali font with its characters', async () => {
    const pdf = (await app.inject({ method: 'GET', url: MEMBERSHIP_FORM_PATH })).rawPayload;
    const raw = pdf.toString('latin1');
    expect(raw).toContain(SOCIETY.name.en);
    expect(raw).toContain('/FontFile2'); // an embedded TrueType subset: Noto Sans Bengali
    const maps = toUnicodeMaps(pdf);
    // The font's ToUnicode map lists every Bengali character drawn, so the society's Bengali name is there.
    for (const cp of bengaliCodepoints(SOCIETY.name.bn)) expect(maps).toMatch(cp);
  });

  it('follows the configuration rather than fixed text', async () => {
    const pdf = (await custom.inject({ method: 'GET', url: MEMBERSHIP_FORM_PATH })).rawPayload;
    expect(pdf.toString('latin1')).toContain('Chattogram Car Dealers Society');
    const maps = toUnicodeMaps(pdf);
    for (const cp of bengaliCodepoints('চট্টগ্রাম')) expect(maps).toMatch(cp);
  });

  it('renders once and serves the same bytes again', async () => {
    const first = (await app.inject({ method: 'GET', url: MEMBERSHIP_FORM_PATH })).rawPayload;
    const second = (await app.inject({ method: 'GET', url: MEMBERSHIP_FORM_PATH })).rawPayload;
    expect(second.equals(first)).toBe(true);
  });
});

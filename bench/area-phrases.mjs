/**
 * Phrases that only the member, admin and finance areas (and their shared account texts) show: none of them may reach a public first load
 * (their translations are namespaces loaded with those areas' layouts, apps/web/src/i18n). Read from the
 * English translation files: every text of those namespaces that is long enough to be distinctive and does
 * not also occur in a text of a namespace public pages load, plus the phrases that once leaked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ONCE_LEAKED = [
  'Passwords do not match',
  'Monthly Contributions',
  'Income & Expenses',
  'Temporary password',
];

const values = (obj) =>
  Object.values(obj).flatMap((v) => (v && typeof v === 'object' ? values(v) : [String(v)]));
const texts = (i18nDir, ns) => values(JSON.parse(readFileSync(join(i18nDir, 'en', `${ns}.json`), 'utf8')));

/** The phrases, each as it appears in built JavaScript (interpolations like {{name}} cut off). */
export function areaPhrases(webRoot) {
  const i18nDir = join(webRoot, 'src/i18n');
  // The namespaces public pages load ("Download PDF" of a public document is no member's phrase there).
  const shared = [
    'common',
    'public',
    'cars',
    'enquiries',
    'verification',
    'alerts',
    'elections',
    'documents',
    'home',
    'joining',
    'login',
    // The server's refusals: loaded by a public page when an answer is one.
    'errors',
  ].flatMap((ns) => texts(i18nDir, ns));
  const own = ['member', 'admin', 'finance', 'account']
    .flatMap((ns) => texts(i18nDir, ns))
    .map((text) => text.split('{{')[0].trim())
    .filter((text) => text.length >= 12 && text.includes(' '))
    // "File a complaint" of the member area is also part of a public sentence: not the area's own.
    .filter((text) => !shared.some((public_) => public_.includes(text)));
  return [...new Set([...ONCE_LEAKED, ...own])];
}

/** The phrases found in a piece of built JavaScript. */
export const phrasesIn = (code, phrases) => phrases.filter((phrase) => code.includes(phrase));

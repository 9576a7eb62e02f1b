// English UI text on a Bengali page. What people typed in English (a member's name, a notice, a complaint) is
// theirs and stays as typed; what the site itself says there must be Bengali. The two are told apart by where
// the words came from: every string the page was handed as data (its JSON answers and the answers the server
// served with the page) is people's data, unless the site's vocabularies have Bengali words for it (a ledger
// source, a payment method, a car's brand, model or colour), which the site must then say in Bengali; and
// anything the markup marks as not the page's language (translate="no", another lang) is not the page's text.
// What is left and reads as an English word is the site's own text.
// The domain's public names (its index), not its files: the vocabularies move between files.
import {
  brandLabel,
  colourLabel,
  committeeTitleLabel,
  complaintTypeLabel,
  modelLabel,
  paymentMethodLabel,
  privilegeLabel,
  sourceLabel,
} from '../../packages/domain/src/index.ts';
import { clip, examples } from './detectors.mjs';

const LABELLERS = [
  sourceLabel,
  paymentMethodLabel,
  complaintTypeLabel,
  privilegeLabel,
  committeeTitleLabel,
  brandLabel,
  modelLabel,
  colourLabel,
];

/** A stored value the site's vocabularies name in Bengali (packages/domain: vocabulary.ts, the vehicle names). */
export const vocabularyKnows = (text) => LABELLERS.some((label) => label(text, 'bn') !== text);

/** The id of the script in which the server hands a page its first data (apps/web/src/lib/served-data.ts). */
const SERVED = /<script[^>]*\bid="served-data"[^>]*>([\s\S]*?)<\/script>/;

/** The data the server served with a page's HTML, parsed, or undefined. */
export function servedData(html) {
  const json = html.match(SERVED)?.[1];
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** URLs and email addresses are nobody's prose. */
const ADDRESSES = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Runs of Latin letters and what joins them into a name or a code (PDF, SSLCommerz, Full_Access+, A4). */
const TOKENS = /[A-Za-z0-9_+]*[A-Za-z][A-Za-z0-9_+]*/g;

/**
 * An English word, as opposed to a name or a code: letters only, lower case after an optional capital, two
 * letters or more ("Save", "members", "Tk"). Acronyms (PDF, CSV, SMS), inner capitals (WebP, bKash) and
 * identifiers (Full_Access+, A4) are names of things, which the Bengali texts use as they are.
 */
const WORD = /^[A-Z]?[a-z]+$/;

/**
 * A code the data holds for the site to put into words, not text for people: one token of lower-case letters,
 * digits and - or _ ('pending', 'cash-book', 'bkash'), or one with an underscore ('Finance_Access'). Shown
 * as it is, it is English UI text; its words are not counted as people's data.
 */
const CODE = /^(?:[a-z0-9-]+|\S*_\S*)$/;

/**
 * Every word of the strings in values (parsed JSON, at any depth) in lower case, except codes and values the
 * vocabularies know (known).
 */
export function dataWords(values, known = vocabularyKnows) {
  const words = new Set();
  const walk = (value) => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (!text || CODE.test(text) || known(text)) return;
      for (const [token] of text.replace(ADDRESSES, ' ').matchAll(TOKENS)) words.add(token.toLowerCase());
    } else if (Array.isArray(value)) {
      for (const inner of value) walk(inner);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        walk(key);
        walk(inner);
      }
    }
  };
  for (const value of values) walk(value);
  return words;
}

/**
 * Texts of a Bengali page (collectPageFacts: text, placeholder, title, aria-label, the document's title) that
 * hold an English word that is none of the page's data: the site's own text left in English. Foreign texts
 * (translate="no", another lang) are the markup's word that they are not Bengali.
 */
export function englishTextFinding(texts, words) {
  const hits = [];
  for (const item of texts) {
    if (item.foreign) continue;
    const english = [...item.text.replace(ADDRESSES, ' ').matchAll(TOKENS)]
      .map(([token]) => token)
      .filter((token) => WORD.test(token) && token.length > 1 && !words.has(token.toLowerCase()));
    if (english.length) hits.push(`"${clip(item.text)}" (${item.kind} in ${item.where})`);
  }
  return hits.length ? { kind: 'english-text', detail: `${hits.length} texts: ${examples(hits)}` } : null;
}

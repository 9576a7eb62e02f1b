import { toAsciiDigits } from './digits';
import type { Lang } from './format';
import {
  VEHICLE_BRANDS,
  VEHICLE_COLOURS,
  VEHICLE_MODELS,
  type VehicleModel,
  type VehicleTerm,
} from './vehicle-vocabulary';

/**
 * The vocabulary's names as pages show them: a stored English name in the page's language, and a model's
 * usual price span. Only the English and Bengali names are read here (never the spellings search knows), so
 * the pages that show cars carry the small table alone.
 */
export type VehicleKind = 'brand' | 'model' | 'colour';
export interface VehicleEntry {
  kind: VehicleKind;
  term: VehicleTerm;
}

/**
 * The form a name is compared in: lower case, ASCII digits, one encoding of each Bengali letter (য় is one
 * key on some keyboards and two on others), without spaces, hyphens, joiners or punctuation ("X-Trail",
 * "x trail" and "xtrail" are one name).
 */
export function searchKey(text: string): string {
  return toAsciiDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/[\s\-_.,'’/()\u200c\u200d]+/g, '');
}

/** Every name of the vocabulary, and `names(term)` more of each, by its key; brands first where two share one. */
export function vehicleIndex(names: (term: VehicleTerm) => readonly string[]): Map<string, VehicleEntry> {
  const index = new Map<string, VehicleEntry>();
  const add = (kind: VehicleKind, term: VehicleTerm) => {
    for (const name of [term.en, term.bn, ...names(term)]) {
      const key = searchKey(name);
      if (key && !index.has(key)) index.set(key, { kind, term });
    }
  };
  for (const term of VEHICLE_BRANDS) add('brand', term);
  for (const term of VEHICLE_MODELS) add('model', term);
  for (const term of VEHICLE_COLOURS) add('colour', term);
  return index;
}

const ENTRIES = vehicleIndex(() => []);

/**
 * A stored name in the page's language. A model of several known names is shown piece by piece ("Corolla
 * Fielder" is করোলা ফিল্ডার); a name the vocabulary does not know (a dealer's own words) is shown as stored.
 */
function label(kind: VehicleKind, value: string, lng: Lang): string {
  if (lng === 'en') return value;
  const whole = ENTRIES.get(searchKey(value));
  if (whole) return whole.kind === kind ? whole.term.bn : value;
  const words = value.trim().split(/\s+/);
  const parts: string[] = [];
  let i = 0;
  while (i < words.length) {
    let n = Math.min(3, words.length - i);
    for (; n >= 1; n--) {
      const entry = ENTRIES.get(searchKey(words.slice(i, i + n).join(' ')));
      if (entry?.kind === kind) {
        parts.push(entry.term.bn);
        break;
      }
    }
    if (n === 0) return value;
    i += n;
  }
  return parts.join(' ');
}

export const brandLabel = (value: string, lng: Lang) => label('brand', value, lng);
export const modelLabel = (value: string, lng: Lang) => label('model', value, lng);
export const colourLabel = (value: string, lng: Lang) => label('colour', value, lng);
/** "Toyota Axio" / "টয়োটা এক্সিও". */
export const carNameLabel = (car: { brand: string; model: string }, lng: Lang) =>
  `${brandLabel(car.brand, lng)} ${modelLabel(car.model, lng)}`;

/**
 * A car's title as an enquiry keeps it ("Toyota Axio 2016": brand, model and model year when it was sent, the
 * car may be gone since) in the page's language: the brand is its first word, the model the words up to the
 * year. A name the vocabulary does not know stays as stored; the digits are the page's to write.
 */
export function carTitleLabel(title: string, lng: Lang): string {
  if (lng === 'en') return title;
  const words = title.trim().split(/\s+/);
  const year = words.length > 2 && /^\d{4}$/.test(words.at(-1)!) ? words.pop() : undefined;
  const [brand, ...model] = words;
  if (!brand || model.length === 0) return title;
  const named = carNameLabel({ brand, model: model.join(' ') }, lng);
  return year ? `${named} ${year}` : named;
}

/**
 * The span of asking prices, in taka, dealers list a model at (the vocabulary's, from its last known name:
 * "Corolla Fielder" is a Fielder), or null for a model it does not know.
 */
export function modelPriceRange(model: string): { min: number; max: number } | null {
  const words = model.trim().split(/\s+/);
  // The last known name wins ("Corolla Fielder" is a Fielder); a trim after it ("Axio G") is not a name.
  for (let start = words.length - 1; start >= 0; start--) {
    for (let end = words.length; end > start; end--) {
      const entry = ENTRIES.get(searchKey(words.slice(start, end).join(' ')));
      if (entry?.kind === 'model') {
        const [min, max] = (entry.term as VehicleModel).lakh;
        return { min: min * 100_000, max: max * 100_000 };
      }
    }
  }
  return null;
}

/** Whether an asking price is outside its model's usual span (the dealer is asked to confirm it). */
export function isUnusualPrice(model: string, taka: number): boolean {
  const range = modelPriceRange(model);
  return range !== null && (taka < range.min || taka > range.max);
}

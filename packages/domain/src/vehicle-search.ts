import { toAsciiDigits } from './digits';
import type { Lang } from './format';
import {
  SEARCH_FILLER_WORDS,
  VEHICLE_BRANDS,
  VEHICLE_COLOURS,
  VEHICLE_MODELS,
  type VehicleModel,
  type VehicleTerm,
} from './vehicle-vocabulary';

/**
 * A search as the vocabulary reads it: the brands, models and colours it names (by their stored English
 * names, whatever script or spelling was typed), the model years, and the words it does not know.
 */
export interface VehicleQuery {
  brands: string[];
  models: string[];
  colours: string[];
  years: number[];
  rest: string[];
}

type Kind = 'brand' | 'model' | 'colour';
interface Entry {
  kind: Kind;
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

const ENTRIES = new Map<string, Entry>();
const add = (kind: Kind, term: VehicleTerm) => {
  for (const name of [term.en, term.bn, ...term.spellings]) {
    const key = searchKey(name);
    // Brands are added first: a spelling two kinds share is read as the brand.
    if (key && !ENTRIES.has(key)) ENTRIES.set(key, { kind, term });
  }
};
for (const term of VEHICLE_BRANDS) add('brand', term);
for (const term of VEHICLE_MODELS) add('model', term);
for (const term of VEHICLE_COLOURS) add('colour', term);
const FILLER = new Set(SEARCH_FILLER_WORDS.map(searchKey));
const ALL_KEYS = [...ENTRIES.keys()];

/** Edit distance with adjacent swaps ("axoi" is one slip from "axio"), given up past `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let older: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, older[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    older = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * How many slips a typed word may hold and still be read as a known name without asking: none in a short
 * word (where one slip makes another word: "nil", "noa"), one from five letters, two from eight.
 */
const slipsAllowed = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/** The known name nearest to a key within `limit` slips (the first of equals, brands first). */
function nearest(key: string, limit: number, kinds?: readonly Kind[]): Entry | undefined {
  let best: Entry | undefined;
  let bestDistance = limit + 1;
  for (const candidate of ALL_KEYS) {
    const entry = ENTRIES.get(candidate)!;
    if (kinds && !kinds.includes(entry.kind)) continue;
    const distance = editDistance(key, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}

const YEAR = /^(19[89]\d|20\d\d)$/;

/** Reads a search: known names in any script and spelling, a slip or two in a longer word, model years. */
export function readVehicleQuery(text: string): VehicleQuery {
  const words = toAsciiDigits(text.normalize('NFC'))
    .split(/[\s,]+/)
    .filter((w) => searchKey(w) !== '');
  const query: VehicleQuery = { brands: [], models: [], colours: [], years: [], rest: [] };
  const take = (entry: Entry) => {
    const list =
      entry.kind === 'brand' ? query.brands : entry.kind === 'model' ? query.models : query.colours;
    if (!list.includes(entry.term.en)) list.push(entry.term.en);
  };
  let i = 0;
  while (i < words.length) {
    // Names of several words first ("land cruiser", "pearl white", "x trail").
    let taken = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && taken === 0; n--) {
      const entry = ENTRIES.get(searchKey(words.slice(i, i + n).join(' ')));
      if (entry) {
        take(entry);
        taken = n;
      }
    }
    if (taken === 0) {
      const word = words[i]!;
      const key = searchKey(word);
      const entry = nearest(key, slipsAllowed([...key].length));
      if (entry) take(entry);
      else if (YEAR.test(key)) query.years.push(Number(key));
      else if (!FILLER.has(key)) query.rest.push(word);
      taken = 1;
    }
    i += taken;
  }
  return query;
}

/** Whether the vocabulary read anything in the search (else it is searched as typed only). */
export const namesAnything = (q: VehicleQuery) =>
  q.brands.length + q.models.length + q.colours.length + q.years.length > 0;

/** The known car name nearest to a search that found nothing ("Did you mean Toyota Axio?"), or null. */
export function suggestVehicleName(text: string): { brand: string; model: string | null } | null {
  const words = toAsciiDigits(text.normalize('NFC')).split(/[\s,]+/);
  const keys = [searchKey(text), ...words.map(searchKey)].filter((key) => [...key].length >= 3);
  for (const kinds of [['model'], ['brand']] as const) {
    for (const key of keys) {
      // A suggestion may be further off than a silent reading: about two letters in five.
      const entry = nearest(key, Math.max(1, Math.floor([...key].length * 0.4)), kinds);
      if (entry?.kind === 'model') return { brand: (entry.term as VehicleModel).brand, model: entry.term.en };
      if (entry) return { brand: entry.term.en, model: null };
    }
  }
  return null;
}

/** The stored English name of a brand, model or colour typed in any script or known spelling, else the text. */
export function canonicalVehicleName(kind: Kind, text: string): string {
  const entry = ENTRIES.get(searchKey(text));
  return entry?.kind === kind ? entry.term.en : text.trim();
}

/**
 * A stored name in the page's language. A model of several known names is shown piece by piece ("Corolla
 * Fielder" is করোলা ফিল্ডার); a name the vocabulary does not know (a dealer's own words) is shown as stored.
 */
function label(kind: Kind, value: string, lng: Lang): string {
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
 * The span of asking prices, in taka, dealers list a model at (the vocabulary's, from its last known name:
 * "Corolla Fielder" is a Fielder), or null for a model it does not know.
 */
export function modelPriceRange(model: string): { min: number; max: number } | null {
  const words = model.trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const entry = ENTRIES.get(searchKey(words.slice(start).join(' ')));
    if (entry?.kind === 'model') {
      const [min, max] = (entry.term as VehicleModel).lakh;
      return { min: min * 100_000, max: max * 100_000 };
    }
  }
  return null;
}

/** Whether an asking price is outside its model's usual span (the dealer is asked to confirm it). */
export function isUnusualPrice(model: string, taka: number): boolean {
  const range = modelPriceRange(model);
  return range !== null && (taka < range.min || taka > range.max);
}

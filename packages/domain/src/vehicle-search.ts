import { toAsciiDigits } from './digits';
import { searchKey, type VehicleEntry, type VehicleKind, vehicleIndex } from './vehicle-names';
import { SEARCH_FILLER_WORDS, VEHICLE_SPELLINGS } from './vehicle-spellings';
import type { VehicleModel } from './vehicle-vocabulary';

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

type Kind = VehicleKind;
type Entry = VehicleEntry;

// Brands are added first: a spelling two kinds share is read as the brand.
const ENTRIES = vehicleIndex((term) => VEHICLE_SPELLINGS[term.en] ?? []);
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

/**
 * The price hint of a car's page: "similar cars are usually listed at Tk x-y lakh", from other dealers' cars
 * (issue 37). The rule lives here, whole; the database only gathers candidates (car-pages.queries.ts).
 *
 * Comparable cars, the first basis that gives enough evidence:
 * 1. `model`: the same brand and model, model year within PRICE_HINT.yearSpan;
 * 2. `brandBody`: the same brand and body type (a sedan with sedans), the same years;
 * 3. `priceBand`: any car of the same years asking a price in the same band as this one.
 * Each candidate's price is adjusted to this car's mileage. One dealer cannot move the hint: each dealer counts
 * once (the median of their cars), dealers far from the others' median are left out, this car's own dealer
 * not at all, and a car counts only once listed for the wait the admins set (stock_settings, PRICE_HINT_WAIT;
 * sold sooner: never), so a burst of fake listings marked sold the same day is no evidence.
 */

export const PRICE_HINT = {
  /** Model years either side of this car's that count as comparable. */
  yearSpan: 2,
  /** Fewer dealers than this say too little about a price: no hint. */
  minDealers: 3,
  /** A candidate's price moves this share per 10,000 km it has more (or less) than this car ... */
  perTenThousandKm: 0.02,
  /** ... but never by more than this share either way (a worn-out car is not a new one at a discount). */
  maxMileageShare: 0.2,
  /** A dealer whose median is more than this factor above or below the dealers' median is left out. */
  outlierFactor: 1.5,
  /** At most this many of one dealer's cars are gathered (their newest): they make one median anyway. */
  carsPerDealer: 10,
} as const;

/**
 * The wait, a setting (stock_settings.price_hint_min_listed_days): days a car must have been listed (and
 * unsold) before its price counts as evidence. 0 counts every car at once; a month is the most, as a longer
 * wait leaves a young stock with no hints at all.
 */
export const PRICE_HINT_WAIT = { defaultDays: 3, minDays: 0, maxDays: 30 } as const;

export const PRICE_HINT_BASES = ['model', 'brandBody', 'priceBand'] as const;
export type PriceHintBasis = (typeof PRICE_HINT_BASES)[number];

export const BODY_TYPES = ['sedan', 'hatchback', 'wagon', 'suv', 'minivan', 'pickup'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Body types of the models Dhaka's dealers sell, by lower-case model name; a model not here has no basis 2. */
const MODEL_BODIES: Record<string, BodyType> = {
  axio: 'sedan',
  premio: 'sedan',
  allion: 'sedan',
  corolla: 'sedan',
  'corolla axio': 'sedan',
  camry: 'sedan',
  civic: 'sedan',
  grace: 'sedan',
  city: 'sedan',
  sunny: 'sedan',
  bluebird: 'sedan',
  'c 200': 'sedan',
  '320i': 'sedan',
  'corolla fielder': 'wagon',
  fielder: 'wagon',
  wish: 'wagon',
  shuttle: 'wagon',
  aqua: 'hatchback',
  vitz: 'hatchback',
  prius: 'hatchback',
  fit: 'hatchback',
  swift: 'hatchback',
  axela: 'hatchback',
  note: 'hatchback',
  march: 'hatchback',
  noah: 'minivan',
  voxy: 'minivan',
  esquire: 'minivan',
  hiace: 'minivan',
  harrier: 'suv',
  'land cruiser prado': 'suv',
  prado: 'suv',
  'land cruiser': 'suv',
  'c-hr': 'suv',
  rav4: 'suv',
  vezel: 'suv',
  'cr-v': 'suv',
  'x-trail': 'suv',
  pajero: 'suv',
  outlander: 'suv',
  tucson: 'suv',
  sportage: 'suv',
  'rx 350': 'suv',
  hilux: 'pickup',
};

export function bodyTypeOf(model: string): BodyType | null {
  return MODEL_BODIES[model.trim().toLowerCase()] ?? null;
}

/** The lower-case model names of a body type (what basis 2 asks the database for). */
export function modelsOfBody(body: BodyType): string[] {
  return Object.entries(MODEL_BODIES)
    .filter(([, type]) => type === body)
    .map(([model]) => model);
}

/** Price bands in lakh taka (1 lakh = 100,000 taka): basis 3 compares a car with its own band's cars. */
export const PRICE_BANDS_LAKH = [0, 10, 20, 35, 60, 100, 150] as const;

/** The band an asking price falls in, in poisha: [from, to) with `to` null for the top band. */
export function priceBandOf(poisha: number): { from: number; to: number | null } {
  const lakh = poisha / 10_000_000;
  let i = PRICE_BANDS_LAKH.length - 1;
  while (i > 0 && lakh < PRICE_BANDS_LAKH[i]!) i--;
  const to = PRICE_BANDS_LAKH[i + 1];
  return { from: PRICE_BANDS_LAKH[i]! * 10_000_000, to: to === undefined ? null : to * 10_000_000 };
}

export interface PriceHintSubject {
  id: number;
  dealer_id: number;
  brand: string;
  model: string;
  model_year: number;
  mileage: number;
  asking_price_poisha: number;
}

export interface PriceCandidate {
  id: number;
  dealer_id: number;
  brand: string;
  model: string;
  model_year: number;
  mileage: number;
  asking_price_poisha: number;
  created_at: Date;
  sold_at: Date | null;
}

export interface PriceHintResult {
  basis: PriceHintBasis;
  /** Cars of the dealers the range is made from. */
  cars: number;
  dealers: number;
  low_poisha: number;
  high_poisha: number;
}

const DAY_MS = 86_400_000;

/** Listed at least minListedDays (the setting) before now, and, when sold, at least that long before the sale. */
export function countsAsEvidence(
  car: Pick<PriceCandidate, 'created_at' | 'sold_at'>,
  now: Date,
  minListedDays: number,
): boolean {
  const listedFor = (car.sold_at ?? now).getTime() - car.created_at.getTime();
  return listedFor >= minListedDays * DAY_MS;
}

/** Whether a candidate belongs to a basis's comparable set for this car (the database's gathering checked). */
export function isComparable(car: PriceHintSubject, other: PriceCandidate, basis: PriceHintBasis): boolean {
  if (Math.abs(other.model_year - car.model_year) > PRICE_HINT.yearSpan) return false;
  const sameBrand = other.brand.trim().toLowerCase() === car.brand.trim().toLowerCase();
  if (basis === 'model')
    return sameBrand && other.model.trim().toLowerCase() === car.model.trim().toLowerCase();
  if (basis === 'brandBody') {
    const body = bodyTypeOf(car.model);
    return sameBrand && body !== null && bodyTypeOf(other.model) === body;
  }
  const band = priceBandOf(car.asking_price_poisha);
  return other.asking_price_poisha >= band.from && (band.to === null || other.asking_price_poisha < band.to);
}

/** A candidate's price as if it had this car's mileage: more kilometres ask less, so its price is raised. */
export function mileageAdjusted(price: number, candidateKm: number, carKm: number): number {
  const raw = ((candidateKm - carKm) / 10_000) * PRICE_HINT.perTenThousandKm;
  const share = Math.max(-PRICE_HINT.maxMileageShare, Math.min(PRICE_HINT.maxMileageShare, raw));
  return price * (1 + share);
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The q-quantile of sorted values, interpolated between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** Taka as a buyer reads a hint: whole 10,000 taka (a tenth of a lakh), the low end down, the high end up. */
const TENTH_LAKH_POISHA = 1_000_000;

/**
 * The hint from one basis's candidates, or null when fewer than minDealers other dealers remain once each
 * counts once and the outliers are gone. The range is the middle half (quartiles) of the dealers' medians.
 */
export function priceHintFrom(
  car: PriceHintSubject,
  basis: PriceHintBasis,
  candidates: readonly PriceCandidate[],
  now: Date,
  minListedDays: number,
): PriceHintResult | null {
  const byDealer = new Map<number, number[]>();
  for (const other of candidates) {
    if (other.id === car.id || other.dealer_id === car.dealer_id) continue;
    if (!countsAsEvidence(other, now, minListedDays) || !isComparable(car, other, basis)) continue;
    const prices = byDealer.get(other.dealer_id) ?? [];
    prices.push(mileageAdjusted(other.asking_price_poisha, other.mileage, car.mileage));
    byDealer.set(other.dealer_id, prices);
  }
  const dealers = [...byDealer.values()].map((prices) => ({
    cars: prices.length,
    value: median(prices.sort((a, b) => a - b)),
  }));
  if (dealers.length < PRICE_HINT.minDealers) return null;
  const middle = median(dealers.map((d) => d.value).sort((a, b) => a - b));
  const kept = dealers.filter(
    (d) => d.value <= middle * PRICE_HINT.outlierFactor && d.value >= middle / PRICE_HINT.outlierFactor,
  );
  if (kept.length < PRICE_HINT.minDealers) return null;
  const values = kept.map((d) => d.value).sort((a, b) => a - b);
  return {
    basis,
    cars: kept.reduce((sum, d) => sum + d.cars, 0),
    dealers: kept.length,
    // Whole poisha first: 17 lakh x 1.1 is 18.700000000000003 lakh in floating point, not above 18.7.
    low_poisha: Math.floor(Math.round(quantile(values, 0.25)) / TENTH_LAKH_POISHA) * TENTH_LAKH_POISHA,
    high_poisha: Math.ceil(Math.round(quantile(values, 0.75)) / TENTH_LAKH_POISHA) * TENTH_LAKH_POISHA,
  };
}

/** The body shapes the demo's car pictures are drawn in. */
export type BodyType = 'sedan' | 'hatchback' | 'wagon' | 'suv' | 'minivan';

/**
 * The cars Dhaka's dealers sell, with what a buyer there pays: `lakh` is the asking price in lakh taka of a
 * 2025 car in good condition, `loss` the share of its value it loses each year older, and `years` the model
 * years a dealer has in stock (a model's first year in Japan's auctions, and for the dearest ones the last
 * year still under 1.5 crore taka, the demo stock's ceiling). Prices of a model year follow from those:
 * a 2006 Premio about 10 lakh, a 2015 Axio about 17, a 2018 Prado about 1.25 crore.
 */
export interface CarModel {
  brand: string;
  model: string;
  cc: readonly number[];
  body: BodyType;
  lakh: number;
  loss: number;
  years: readonly [number, number];
}

export const CARS: readonly CarModel[] = [
  {
    brand: 'Toyota',
    model: 'Axio',
    cc: [1300, 1500],
    body: 'sedan',
    lakh: 31,
    loss: 0.06,
    years: [2007, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Premio',
    cc: [1500, 1800, 2000],
    body: 'sedan',
    lakh: 46,
    loss: 0.075,
    years: [2005, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Allion',
    cc: [1500, 1800],
    body: 'sedan',
    lakh: 42,
    loss: 0.075,
    years: [2005, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Corolla Fielder',
    cc: [1500],
    body: 'wagon',
    lakh: 30,
    loss: 0.065,
    years: [2007, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Noah',
    cc: [1800, 2000],
    body: 'minivan',
    lakh: 52,
    loss: 0.07,
    years: [2008, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Harrier',
    cc: [2000, 2500],
    body: 'suv',
    lakh: 95,
    loss: 0.075,
    years: [2014, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Land Cruiser Prado',
    cc: [2700, 2800, 4000],
    body: 'suv',
    lakh: 224,
    loss: 0.08,
    years: [2009, 2019],
  },
  {
    brand: 'Toyota',
    model: 'C-HR',
    cc: [1200, 1800],
    body: 'suv',
    lakh: 45,
    loss: 0.07,
    years: [2017, 2025],
  },
  {
    brand: 'Toyota',
    model: 'Aqua',
    cc: [1500],
    body: 'hatchback',
    lakh: 24,
    loss: 0.07,
    years: [2012, 2025],
  },
  { brand: 'Honda', model: 'Vezel', cc: [1500], body: 'suv', lakh: 36, loss: 0.065, years: [2014, 2025] },
  {
    brand: 'Honda',
    model: 'Civic',
    cc: [1500, 1800, 2000],
    body: 'sedan',
    lakh: 42,
    loss: 0.07,
    years: [2006, 2025],
  },
  { brand: 'Honda', model: 'Grace', cc: [1500], body: 'sedan', lakh: 25, loss: 0.07, years: [2014, 2020] },
  {
    brand: 'Honda',
    model: 'CR-V',
    cc: [1500, 2000, 2400],
    body: 'suv',
    lakh: 70,
    loss: 0.07,
    years: [2007, 2025],
  },
  {
    brand: 'Nissan',
    model: 'X-Trail',
    cc: [2000, 2500],
    body: 'suv',
    lakh: 62,
    loss: 0.075,
    years: [2008, 2025],
  },
  { brand: 'Nissan', model: 'Sunny', cc: [1500], body: 'sedan', lakh: 20, loss: 0.07, years: [2005, 2020] },
  {
    brand: 'Mitsubishi',
    model: 'Pajero',
    cc: [2400, 3000, 3500],
    body: 'suv',
    lakh: 120,
    loss: 0.08,
    years: [2005, 2021],
  },
  {
    brand: 'Mitsubishi',
    model: 'Outlander',
    cc: [2000, 2400],
    body: 'suv',
    lakh: 55,
    loss: 0.08,
    years: [2013, 2025],
  },
  {
    brand: 'Mazda',
    model: 'Axela',
    cc: [1500, 2000],
    body: 'hatchback',
    lakh: 32,
    loss: 0.075,
    years: [2010, 2019],
  },
  { brand: 'Hyundai', model: 'Tucson', cc: [2000], body: 'suv', lakh: 48, loss: 0.08, years: [2010, 2025] },
  {
    brand: 'Suzuki',
    model: 'Swift',
    cc: [1200],
    body: 'hatchback',
    lakh: 19,
    loss: 0.07,
    years: [2008, 2025],
  },
  {
    brand: 'Kia',
    model: 'Sportage',
    cc: [2000, 2400],
    body: 'suv',
    lakh: 50,
    loss: 0.08,
    years: [2011, 2025],
  },
  {
    brand: 'Mercedes-Benz',
    model: 'C 200',
    cc: [1500, 2000],
    body: 'sedan',
    lakh: 110,
    loss: 0.09,
    years: [2008, 2025],
  },
  { brand: 'BMW', model: '320i', cc: [2000], body: 'sedan', lakh: 100, loss: 0.09, years: [2008, 2023] },
  { brand: 'Lexus', model: 'RX 350', cc: [3500], body: 'suv', lakh: 201, loss: 0.08, years: [2009, 2018] },
];

export const LAKH_TAKA = 100_000;
/** The demo stock's range: its cheapest car at exactly 5 lakh taka, its dearest at exactly 1.5 crore. */
export const CHEAPEST_TAKA = 5 * LAKH_TAKA;
export const DEAREST_TAKA = 150 * LAKH_TAKA;

/**
 * The asking price in taka of one car: the model's price at its model year, a bigger engine of the same
 * model asking more, and `spread` (0..1) placing it within ±8 % for condition and mileage. Rounded as
 * dealers quote (to 5,000 taka, and to 50,000 above 50 lakh), within the stock's range.
 */
export function askingTaka(car: CarModel, modelYear: number, cc: number, spread: number): number {
  const age = 2025 - modelYear;
  const engine = 1 + 0.1 * car.cc.indexOf(cc);
  const taka = car.lakh * LAKH_TAKA * (1 - car.loss) ** age * engine * (0.92 + 0.16 * spread);
  const step = taka > 50 * LAKH_TAKA ? 50_000 : 5_000;
  return Math.min(DEAREST_TAKA, Math.max(CHEAPEST_TAKA, Math.round(taka / step) * step));
}

/** Kilometres on the clock: 6,000 to 12,000 a year of age (`spread` 0..1), as recorded at import. */
export function mileageKm(modelYear: number, today: Date, spread: number): number {
  const age = Math.max(0, today.getUTCFullYear() - modelYear);
  return Math.max(1_500, Math.round((age * (6_000 + 6_000 * spread) + 1_500) / 500) * 500);
}

/** The model year of a model's n-th car in the stock: spread over the years it is sold in. */
export function modelYearOf(car: CarModel, n: number, salt: number): number {
  const [from, to] = car.years;
  const span = to - from + 1;
  return from + ((n * 5 + salt) % span);
}

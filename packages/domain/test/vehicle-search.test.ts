import { describe, expect, it } from 'vitest';
import {
  canonicalVehicleName,
  carNameLabel,
  colourLabel,
  editDistance,
  isUnusualPrice,
  modelPriceRange,
  readVehicleQuery,
  searchKey,
  suggestVehicleName,
} from '../src';
import { VEHICLE_SPELLINGS } from '../src/vehicle-spellings';
import { VEHICLE_BRANDS, VEHICLE_COLOURS, VEHICLE_MODELS } from '../src/vehicle-vocabulary';

describe('readVehicleQuery', () => {
  it.each([
    ['টয়োটা', { brands: ['Toyota'] }],
    ['টয়োটা এক্সিও', { brands: ['Toyota'], models: ['Axio'] }],
    ['করোলা', { models: ['Corolla'] }],
    ['toyta', { brands: ['Toyota'] }],
    ['AXIO', { models: ['Axio'] }],
    ['x trail', { models: ['X-Trail'] }],
    ['land cruiser prado', { models: ['Land Cruiser', 'Prado'] }],
    ['সাদা এক্সিও ২০১৫', { models: ['Axio'], colours: ['White'], years: [2015] }],
    ['পার্ল হোয়াইট', { colours: ['Pearl White'] }],
    ['টয়োটা গাড়ি', { brands: ['Toyota'] }],
    ['Rahim Motors', { rest: ['Rahim', 'Motors'] }],
  ])('reads %s', (text, read) => {
    expect(readVehicleQuery(text)).toEqual({
      brands: [],
      models: [],
      colours: [],
      years: [],
      rest: [],
      ...read,
    });
  });

  it('reads য় typed as one key or as two alike', () => {
    const composed = 'ট\u09DFোটা';
    expect(composed).not.toBe('টয়োটা');
    expect(readVehicleQuery(composed).brands).toEqual(['Toyota']);
  });

  it('reads no slip into a short word, where one slip makes another name', () => {
    expect(readVehicleQuery('noah').models).toEqual(['Noah']);
    expect(readVehicleQuery('nila')).toMatchObject({ colours: [], rest: ['nila'] });
  });
});

describe('the vocabulary', () => {
  it('gives every name one reading: no spelling of one term is the name of another', () => {
    const seen = new Map<string, string>();
    for (const term of [...VEHICLE_BRANDS, ...VEHICLE_MODELS, ...VEHICLE_COLOURS]) {
      for (const name of new Set([term.en, term.bn, ...(VEHICLE_SPELLINGS[term.en] ?? [])].map(searchKey))) {
        expect(seen.get(name) ?? term.en, name).toBe(term.en);
        seen.set(name, term.en);
      }
    }
  });

  it('spells only names it has', () => {
    const names = new Set([...VEHICLE_BRANDS, ...VEHICLE_MODELS, ...VEHICLE_COLOURS].map((term) => term.en));
    for (const name of Object.keys(VEHICLE_SPELLINGS)) expect(names.has(name), name).toBe(true);
  });

  it('names a known brand for every model, and a price span low to high', () => {
    const brands = new Set(VEHICLE_BRANDS.map((b) => b.en));
    for (const model of VEHICLE_MODELS) {
      expect(brands.has(model.brand), model.en).toBe(true);
      expect(model.lakh[0]).toBeLessThan(model.lakh[1]);
    }
  });
});

describe('suggestVehicleName', () => {
  it('names the nearest model, else brand, else nothing', () => {
    expect(suggestVehicleName('acsiyo')).toEqual({ brand: 'Toyota', model: 'Axio' });
    expect(suggestVehicleName('হারিয়েরো')).toEqual({ brand: 'Toyota', model: 'Harrier' });
    expect(suggestVehicleName('টোয়টো')).toEqual({ brand: 'Toyota', model: null });
    expect(suggestVehicleName('qqqqzzzz')).toBeNull();
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one slip and gives up past the limit', () => {
    expect(editDistance('axoi', 'axio')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('labels and stored names', () => {
  it('shows known names in Bengali piece by piece, and a dealer’s own words as stored', () => {
    expect(carNameLabel({ brand: 'Toyota', model: 'Corolla Fielder' }, 'bn')).toBe('টয়োটা করোলা ফিল্ডার');
    expect(carNameLabel({ brand: 'Toyota', model: 'Corolla Fielder' }, 'en')).toBe('Toyota Corolla Fielder');
    expect(colourLabel('Grey', 'bn')).toBe('ধূসর');
    expect(colourLabel('grey', 'bn')).toBe('ধূসর');
    expect(colourLabel('Champagne', 'bn')).toBe('Champagne');
    expect(carNameLabel({ brand: 'Tata', model: 'Nano' }, 'bn')).toBe('Tata Nano');
  });

  it('stores a name typed in Bengali or a known spelling as its English name', () => {
    expect(canonicalVehicleName('colour', 'ধূসর')).toBe('Grey');
    expect(canonicalVehicleName('colour', 'gray')).toBe('Grey');
    expect(canonicalVehicleName('brand', 'টয়োটা')).toBe('Toyota');
    expect(canonicalVehicleName('model', ' Champagne ')).toBe('Champagne');
    // A slip is not corrected silently in what a dealer saves.
    expect(canonicalVehicleName('brand', 'toyotaa')).toBe('toyotaa');
  });

  it('knows a model’s usual price span and calls a price outside it unusual', () => {
    expect(modelPriceRange('Corolla Fielder')).toEqual({ min: 500_000, max: 3_600_000 });
    expect(modelPriceRange('Nano')).toBeNull();
    expect(modelPriceRange('Axio G hybrid')).toEqual({ min: 500_000, max: 3_600_000 });
    expect(modelPriceRange('Land Cruiser Prado')).toEqual({ min: 3_000_000, max: 26_000_000 });
    expect(isUnusualPrice('Axio', 1_350_000)).toBe(false);
    expect(isUnusualPrice('Axio', 13_500_000)).toBe(true);
    expect(isUnusualPrice('Nano', 13_500_000)).toBe(false);
  });
});

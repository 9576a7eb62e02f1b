/**
 * The brands, models and colours of Dhaka's reconditioned-car market, with their Bengali names (the spellings
 * buyers type are in vehicle-spellings.ts, which only search needs: the public pages carry this table alone).
 * The stock stores the English names; search reads a query through both tables (vehicle-search.ts) and pages
 * show the stored names in their language (vehicle-names.ts). A model's `lakh` is the span of asking prices,
 * in lakh taka, a dealer lists one at across the model years on the market: a price outside it is asked to be
 * confirmed before it is saved.
 */
export interface VehicleTerm {
  en: string;
  bn: string;
}

export interface VehicleModel extends VehicleTerm {
  brand: string;
  lakh: readonly [min: number, max: number];
}

export const VEHICLE_BRANDS: readonly VehicleTerm[] = [
  { en: 'Toyota', bn: 'টয়োটা' },
  { en: 'Honda', bn: 'হোন্ডা' },
  { en: 'Nissan', bn: 'নিসান' },
  {
    en: 'Mitsubishi',
    bn: 'মিতসুবিশি',
  },
  { en: 'Mazda', bn: 'মাজদা' },
  { en: 'Hyundai', bn: 'হুন্দাই' },
  { en: 'Suzuki', bn: 'সুজুকি' },
  { en: 'Kia', bn: 'কিয়া' },
  {
    en: 'Mercedes-Benz',
    bn: 'মার্সিডিজ-বেঞ্জ',
  },
  { en: 'BMW', bn: 'বিএমডব্লিউ' },
  { en: 'Lexus', bn: 'লেক্সাস' },
  { en: 'Subaru', bn: 'সুবারু' },
];

const toyota = (en: string, bn: string, lakh: [number, number]): VehicleModel => ({
  brand: 'Toyota',
  en,
  bn,
  lakh,
});

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  toyota('Axio', 'এক্সিও', [5, 36]),
  toyota('Corolla', 'করোলা', [5, 40]),
  toyota('Fielder', 'ফিল্ডার', [5, 36]),
  toyota('Premio', 'প্রিমিও', [5, 52]),
  toyota('Allion', 'এলিয়ন', [5, 48]),
  toyota('Noah', 'নোয়া', [7, 60]),
  toyota('Voxy', 'ভক্সি', [8, 60]),
  toyota('Harrier', 'হ্যারিয়ার', [20, 110]),
  toyota('Land Cruiser', 'ল্যান্ড ক্রুজার', [30, 400]),
  toyota('Prado', 'প্রাডো', [30, 260]),
  toyota('C-HR', 'সি-এইচআর', [15, 55]),
  toyota('Aqua', 'অ্যাকোয়া', [5, 30]),
  toyota('Probox', 'প্রোবক্স', [4, 20]),
  toyota('Hiace', 'হায়েস', [8, 60]),
  toyota('Crown', 'ক্রাউন', [10, 90]),
  toyota('Yaris', 'ইয়ারিস', [6, 32]),
  toyota('Vitz', 'ভিটজ', [4, 22]),
  toyota('Sienta', 'সিয়েন্টা', [6, 32]),
  toyota('Esquire', 'এসকোয়ার', [10, 55]),
  {
    brand: 'Honda',
    en: 'Vezel',
    bn: 'ভেজেল',
    lakh: [10, 44],
  },
  { brand: 'Honda', en: 'Civic', bn: 'সিভিক', lakh: [5, 50] },
  { brand: 'Honda', en: 'Grace', bn: 'গ্রেস', lakh: [6, 30] },
  { brand: 'Honda', en: 'CR-V', bn: 'সিআর-ভি', lakh: [8, 80] },
  { brand: 'Honda', en: 'Fit', bn: 'ফিট', lakh: [5, 26] },
  {
    brand: 'Nissan',
    en: 'X-Trail',
    bn: 'এক্স-ট্রেইল',
    lakh: [8, 75],
  },
  { brand: 'Nissan', en: 'Sunny', bn: 'সানি', lakh: [4, 24] },
  { brand: 'Nissan', en: 'Note', bn: 'নোট', lakh: [4, 22] },
  {
    brand: 'Mitsubishi',
    en: 'Pajero',
    bn: 'পাজেরো',
    lakh: [12, 140],
  },
  {
    brand: 'Mitsubishi',
    en: 'Outlander',
    bn: 'আউটল্যান্ডার',
    lakh: [10, 65],
  },
  { brand: 'Mitsubishi', en: 'Lancer', bn: 'ল্যান্সার', lakh: [4, 24] },
  { brand: 'Mazda', en: 'Axela', bn: 'এক্সেলা', lakh: [6, 38] },
  { brand: 'Mazda', en: 'Demio', bn: 'ডেমিও', lakh: [4, 22] },
  { brand: 'Hyundai', en: 'Tucson', bn: 'টুসন', lakh: [8, 56] },
  { brand: 'Suzuki', en: 'Swift', bn: 'সুইফট', lakh: [4, 24] },
  {
    brand: 'Kia',
    en: 'Sportage',
    bn: 'স্পোর্টেজ',
    lakh: [8, 58],
  },
  { brand: 'Mercedes-Benz', en: 'C 200', bn: 'সি ২০০', lakh: [15, 130] },
  { brand: 'BMW', en: '320i', bn: '৩২০আই', lakh: [15, 115] },
  { brand: 'Lexus', en: 'RX 350', bn: 'আরএক্স ৩৫০', lakh: [30, 230] },
];

/** The colour list of the dealer's form, in its order; "other" there is the dealer's own words. */
export const VEHICLE_COLOURS: readonly VehicleTerm[] = [
  { en: 'White', bn: 'সাদা' },
  { en: 'Pearl White', bn: 'পার্ল হোয়াইট' },
  { en: 'Black', bn: 'কালো' },
  { en: 'Grey', bn: 'ধূসর' },
  { en: 'Silver', bn: 'সিলভার' },
  { en: 'Red', bn: 'লাল' },
  { en: 'Wine Red', bn: 'ওয়াইন রেড' },
  { en: 'Maroon', bn: 'মেরুন' },
  { en: 'Blue', bn: 'নীল' },
  { en: 'Green', bn: 'সবুজ' },
  { en: 'Brown', bn: 'বাদামি' },
  { en: 'Gold', bn: 'সোনালি' },
  { en: 'Beige', bn: 'বেইজ' },
  { en: 'Yellow', bn: 'হলুদ' },
  { en: 'Orange', bn: 'কমলা' },
];

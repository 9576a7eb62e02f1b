/**
 * The brands, models and colours of Dhaka's reconditioned-car market, with their Bengali names and the
 * spellings buyers type (Banglish, a Bengali keyboard's variants, common slips). The stock stores the English
 * names; search reads a query through this table (vehicle-search.ts) and pages show the stored names in their
 * language. A model's `lakh` is the span of asking prices, in lakh taka, a dealer lists one at across the model
 * years on the market: a price outside it is asked to be confirmed before it is saved.
 */
export interface VehicleTerm {
  en: string;
  bn: string;
  /** Other ways the name is written; the English and Bengali names themselves need not be repeated. */
  spellings: readonly string[];
}

export interface VehicleModel extends VehicleTerm {
  brand: string;
  lakh: readonly [min: number, max: number];
}

export const VEHICLE_BRANDS: readonly VehicleTerm[] = [
  { en: 'Toyota', bn: 'টয়োটা', spellings: ['toyta', 'toyata', 'toyoto', 'tayota', 'টোয়োটা', 'টয়টা', 'টইয়োটা'] },
  { en: 'Honda', bn: 'হোন্ডা', spellings: ['handa', 'hunda', 'hondaa', 'হন্ডা', 'হোনডা'] },
  { en: 'Nissan', bn: 'নিসান', spellings: ['nisan', 'nishan', 'nissaan', 'নিশান', 'নিস্সান'] },
  {
    en: 'Mitsubishi',
    bn: 'মিতসুবিশি',
    spellings: ['mitsubisi', 'mitshubishi', 'mitsubshi', 'মিৎসুবিশি', 'মিতসুবিসি'],
  },
  { en: 'Mazda', bn: 'মাজদা', spellings: ['majda', 'masda', 'মাযদা', 'মাজডা'] },
  { en: 'Hyundai', bn: 'হুন্দাই', spellings: ['hundai', 'hyundae', 'হুন্ডাই', 'হিউন্দাই'] },
  { en: 'Suzuki', bn: 'সুজুকি', spellings: ['sujuki', 'suzki', 'shuzuki', 'সুযুকি'] },
  { en: 'Kia', bn: 'কিয়া', spellings: ['kiya', 'কিআ'] },
  {
    en: 'Mercedes-Benz',
    bn: 'মার্সিডিজ-বেঞ্জ',
    spellings: ['mercedes', 'benz', 'marcedes', 'mercedez', 'মার্সিডিজ', 'বেঞ্জ'],
  },
  { en: 'BMW', bn: 'বিএমডব্লিউ', spellings: ['বিএমডাব্লিউ', 'বি এম ডব্লিউ'] },
  { en: 'Lexus', bn: 'লেক্সাস', spellings: ['lexas', 'leksas', 'লেক্সেস'] },
  { en: 'Subaru', bn: 'সুবারু', spellings: ['subaro', 'shubaru'] },
];

const toyota = (en: string, bn: string, lakh: [number, number], spellings: string[] = []): VehicleModel => ({
  brand: 'Toyota',
  en,
  bn,
  lakh,
  spellings,
});

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  toyota('Axio', 'এক্সিও', [5, 36], ['exio', 'aksio', 'axiyo', 'অ্যাক্সিও', 'এক্সিয়ো']),
  toyota('Corolla', 'করোলা', [5, 40], ['corola', 'carola', 'karola', 'korola', 'কোরোলা', 'করলা']),
  toyota('Fielder', 'ফিল্ডার', [5, 36], ['filder', 'fielda', 'ফিলডার']),
  toyota('Premio', 'প্রিমিও', [5, 52], ['primio', 'premeo', 'premiyo', 'প্রেমিও', 'প্রিমিয়ো']),
  toyota('Allion', 'এলিয়ন', [5, 48], ['alion', 'elion', 'allien', 'অ্যালিয়ন', 'এলিওন']),
  toyota('Noah', 'নোয়া', [7, 60], ['noa', 'nowa', 'noha', 'নোহা', 'নোআ']),
  toyota('Voxy', 'ভক্সি', [8, 60], ['voxi', 'boxy', 'ভক্সী']),
  toyota('Harrier', 'হ্যারিয়ার', [20, 110], ['hariar', 'harier', 'hariyar', 'হেরিয়ার', 'হ্যারিয়র']),
  toyota('Land Cruiser', 'ল্যান্ড ক্রুজার', [30, 400], ['landcruiser', 'land cruser', 'ল্যান্ডক্রুজার']),
  toyota('Prado', 'প্রাডো', [30, 260], ['pardo', 'প্রাদো']),
  toyota('C-HR', 'সি-এইচআর', [15, 55], ['chr', 'c hr', 'সিএইচআর']),
  toyota('Aqua', 'অ্যাকোয়া', [5, 30], ['akua', 'acua', 'aqa', 'একোয়া', 'অ্যাকুয়া']),
  toyota('Probox', 'প্রোবক্স', [4, 20], ['probx', 'প্রবক্স']),
  toyota('Hiace', 'হায়েস', [8, 60], ['haice', 'hiyace', 'হাইস']),
  toyota('Crown', 'ক্রাউন', [10, 90], ['crawn', 'kraun', 'ক্রাওন']),
  toyota('Yaris', 'ইয়ারিস', [6, 32], ['yeris', 'iaris', 'ইয়ারিশ']),
  toyota('Vitz', 'ভিটজ', [4, 22], ['vits', 'bitz', 'ভিৎজ']),
  toyota('Sienta', 'সিয়েন্টা', [6, 32], ['sianta', 'সিএন্টা']),
  toyota('Esquire', 'এসকোয়ার', [10, 55], ['eskuire', 'esquare', 'এস্কয়ার']),
  {
    brand: 'Honda',
    en: 'Vezel',
    bn: 'ভেজেল',
    lakh: [10, 44],
    spellings: ['vesel', 'vezzel', 'bezel', 'ভেযেল'],
  },
  { brand: 'Honda', en: 'Civic', bn: 'সিভিক', lakh: [5, 50], spellings: ['sivic', 'civik'] },
  { brand: 'Honda', en: 'Grace', bn: 'গ্রেস', lakh: [6, 30], spellings: ['gres', 'grase', 'গ্রেইস'] },
  { brand: 'Honda', en: 'CR-V', bn: 'সিআর-ভি', lakh: [8, 80], spellings: ['crv', 'cr v', 'সিআরভি'] },
  { brand: 'Honda', en: 'Fit', bn: 'ফিট', lakh: [5, 26], spellings: ['fitt', 'ফিৎ'] },
  {
    brand: 'Nissan',
    en: 'X-Trail',
    bn: 'এক্স-ট্রেইল',
    lakh: [8, 75],
    spellings: ['xtrail', 'x trail', 'extrail', 'এক্সট্রেইল', 'এক্স ট্রেইল'],
  },
  { brand: 'Nissan', en: 'Sunny', bn: 'সানি', lakh: [4, 24], spellings: ['suny', 'shunny', 'সানী'] },
  { brand: 'Nissan', en: 'Note', bn: 'নোট', lakh: [4, 22], spellings: ['nout'] },
  {
    brand: 'Mitsubishi',
    en: 'Pajero',
    bn: 'পাজেরো',
    lakh: [12, 140],
    spellings: ['pajaro', 'pajeru', 'pejero', 'পাজারো'],
  },
  {
    brand: 'Mitsubishi',
    en: 'Outlander',
    bn: 'আউটল্যান্ডার',
    lakh: [10, 65],
    spellings: ['outlandar', 'autlander', 'আউটলেন্ডার'],
  },
  { brand: 'Mitsubishi', en: 'Lancer', bn: 'ল্যান্সার', lakh: [4, 24], spellings: ['lanser', 'লান্সার'] },
  { brand: 'Mazda', en: 'Axela', bn: 'এক্সেলা', lakh: [6, 38], spellings: ['aksela', 'exela', 'অ্যাক্সেলা'] },
  { brand: 'Mazda', en: 'Demio', bn: 'ডেমিও', lakh: [4, 22], spellings: ['demeo', 'ডেমিয়ো'] },
  { brand: 'Hyundai', en: 'Tucson', bn: 'টুসন', lakh: [8, 56], spellings: ['tuson', 'tucsan', 'টাকসন'] },
  { brand: 'Suzuki', en: 'Swift', bn: 'সুইফট', lakh: [4, 24], spellings: ['swfit', 'suift', 'সুইফ্ট'] },
  {
    brand: 'Kia',
    en: 'Sportage',
    bn: 'স্পোর্টেজ',
    lakh: [8, 58],
    spellings: ['sportaj', 'sportej'],
  },
  { brand: 'Mercedes-Benz', en: 'C 200', bn: 'সি ২০০', lakh: [15, 130], spellings: ['c200', 'সি২০০'] },
  { brand: 'BMW', en: '320i', bn: '৩২০আই', lakh: [15, 115], spellings: ['320 i', '৩২০ আই'] },
  { brand: 'Lexus', en: 'RX 350', bn: 'আরএক্স ৩৫০', lakh: [30, 230], spellings: ['rx350', 'আরএক্স৩৫০'] },
];

/** The colour list of the dealer's form, in its order; "other" there is the dealer's own words. */
export const VEHICLE_COLOURS: readonly VehicleTerm[] = [
  { en: 'White', bn: 'সাদা', spellings: ['sada', 'shada', 'whit', 'hwite', 'হোয়াইট'] },
  { en: 'Pearl White', bn: 'পার্ল হোয়াইট', spellings: ['pearl', 'perl', 'parl', 'পার্ল', 'পার্ল সাদা'] },
  { en: 'Black', bn: 'কালো', spellings: ['kalo', 'blak', 'ব্ল্যাক'] },
  { en: 'Grey', bn: 'ধূসর', spellings: ['gray', 'dhusor', 'dhushor', 'ash', 'ধুসর', 'ছাই', 'অ্যাশ', 'গ্রে'] },
  { en: 'Silver', bn: 'সিলভার', spellings: ['silvar', 'rupali', 'রুপালি', 'রূপালি'] },
  { en: 'Red', bn: 'লাল', spellings: ['lal', 'rad', 'রেড'] },
  { en: 'Wine Red', bn: 'ওয়াইন রেড', spellings: ['wine', 'wain red', 'ওয়াইন'] },
  { en: 'Maroon', bn: 'মেরুন', spellings: ['merun', 'maron'] },
  { en: 'Blue', bn: 'নীল', spellings: ['neel', 'nil', 'blu', 'নিল', 'ব্লু'] },
  { en: 'Green', bn: 'সবুজ', spellings: ['sobuj', 'sabuj', 'grin'] },
  { en: 'Brown', bn: 'বাদামি', spellings: ['badami', 'brawn', 'বাদামী'] },
  { en: 'Gold', bn: 'সোনালি', spellings: ['golden', 'shonali', 'sonali', 'সোনালী', 'গোল্ডেন'] },
  { en: 'Beige', bn: 'বেইজ', spellings: ['baige', 'beij', 'বেজ'] },
  { en: 'Yellow', bn: 'হলুদ', spellings: ['holud', 'yelow'] },
  { en: 'Orange', bn: 'কমলা', spellings: ['komola', 'orenge'] },
];

/**
 * Words a buyer adds around the names ("টয়োটা গাড়ি", "axio er dam"): they narrow nothing, so a search
 * skips them rather than requiring a car to contain them.
 */
export const SEARCH_FILLER_WORDS: readonly string[] = [
  'car',
  'cars',
  'gari',
  'gadi',
  'garir',
  'গাড়ি',
  'গাড়ী',
  'গাড়ির',
  'কার',
  'er',
  'এর',
  'ar',
  'dam',
  'দাম',
  'price',
  'rong',
  'রং',
  'রঙ',
  'রঙের',
  'colour',
  'color',
  'kalar',
  'কালার',
  'sale',
  'বিক্রি',
  'reconditioned',
  'recondition',
  'রিকন্ডিশন',
  'রিকন্ডিশনড',
  'used',
];

/**
 * A car's own address: `/Stocklist/<id>-<brand>-<model>-<year>` (`/Stocklist/42-toyota-axio-2016`). The id
 * alone finds the car; the words after it are read by people and search engines, and a wrong or outdated
 * slug with the right id is sent (301) to the address written here, the one canonical address.
 */
export const CAR_PAGE_PREFIX = '/Stocklist/';

/** The web router's and the server's pattern for a car page. */
export const CAR_PAGE_ROUTE = '/Stocklist/:car';

/** Lower-case ASCII words joined by dashes; letters outside ASCII (a Bengali model name) are left out. */
function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CarAddressParts {
  id: number;
  brand: string;
  model: string;
  model_year: number;
}

export function carSlug(car: CarAddressParts): string {
  return [String(car.id), slugWords(car.brand), slugWords(car.model), String(car.model_year)]
    .filter((part) => part !== '')
    .join('-');
}

export function carPath(car: CarAddressParts): string {
  return `${CAR_PAGE_PREFIX}${carSlug(car)}`;
}

/** The car id an address segment starts with ("42-toyota-axio-2016" -> 42), or undefined. */
export function carIdOfSlug(segment: string): number | undefined {
  const match = /^([1-9]\d{0,14})(?:-|$)/.exec(segment);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Where a car's page shows the main picture as its stored thumbnail (400 px on the longest side, the size the
 * stock's cards show) instead of the full picture (up to 2000 px, about 200 KB): a phone's window. The page's
 * <picture> and the server's preload of it use the same query, so the phone fetches one picture, once.
 */
export const PHONE_PHOTO_MEDIA = '(max-width: 480px)';
/** The rest of the windows, which get the full picture (the complement of PHONE_PHOTO_MEDIA). */
export const WIDE_PHOTO_MEDIA = '(min-width: 481px)';

/** Similar cars offered on the page of a car that is gone. */
export const SIMILAR_CARS_LIMIT = 4;

/**
 * A dealer's own page: `/dealers/<member no>-<business words>` (`/dealers/1001-rahman-motors`). The member
 * number alone finds the dealer; the words are for people and search engines, and any other words with the
 * right number are sent (301) to the address written here.
 */
export const DEALER_PAGE_PREFIX = '/dealers/';

/** The web router's and the server's pattern for a dealer's page. */
export const DEALER_PAGE_ROUTE = '/dealers/:dealer';

export interface DealerAddressParts {
  member_no: string;
  business: string;
  name: string;
}

const words = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function dealerSlug(dealer: DealerAddressParts): string {
  const named = words(dealer.business) || words(dealer.name);
  return named ? `${dealer.member_no}-${named}` : dealer.member_no;
}

export function dealerPath(dealer: DealerAddressParts): string {
  return `${DEALER_PAGE_PREFIX}${dealerSlug(dealer)}`;
}

/** The member number an address segment starts with ("1001-rahman-motors" -> "1001"), or undefined. */
export function memberNoOfDealerSlug(segment: string): string | undefined {
  return /^([0-9A-Za-z]{1,20})(?:-|$)/.exec(segment)?.[1];
}

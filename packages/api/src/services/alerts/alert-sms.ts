import { fitSms, formatNumber, type Lang, localizeDigits, SOCIETY, smsLength } from '@samity/domain';

/**
 * The texts of buyers' alerts. They live beside the alerts rather than among the members' notification
 * templates: they go to a phone that is no member's, carry two links, and are rendered by the alert job.
 */

export const stopPath = (token: string) => `/alerts/stop/${token}`;

const prefix = (lng: Lang) => `${SOCIETY.shortName[lng]}: `;

/** The confirmation code, and the stop link for whoever did not ask for it (someone typed their number). */
export function codeSms(lng: Lang, code: string, minutes: number, stopUrl: string): string {
  return lng === 'bn'
    ? `${prefix(lng)}গাড়ির খোঁজ সংরক্ষণের কোড ${localizeDigits(code, lng)} (${localizeDigits(minutes, lng)} মিনিট)। আপনি না চাইলে: ${stopUrl}`
    : `${prefix(lng)}Your code to save the car search is ${code} (${minutes} minutes). Not you? ${stopUrl}`;
}

export interface AlertCar {
  brand: string;
  model: string;
  model_year: number;
  price_poisha: number;
  event: 'listed' | 'price_drop';
}

/**
 * One alert SMS: the newest car found, how many more, the car's address and the stop link. The links are
 * never cut (fitSms shortens the car's name only); a Bengali text with two links needs three parts, which
 * the society pays for one message a day at most.
 */
export function alertSms(lng: Lang, car: AlertCar, more: number, carUrl: string, stopUrl: string): string {
  const bn = lng === 'bn';
  const taka = Math.round(car.price_poisha / 100);
  const price = bn ? `৳${formatNumber(taka, lng)}` : `Tk ${formatNumber(taka, lng)}`;
  const title = `${car.brand} ${car.model} ${localizeDigits(car.model_year, lng)}`;
  const lead = bn
    ? car.event === 'listed'
      ? 'আপনার খোঁজের নতুন গাড়ি: '
      : 'দাম কমেছে: '
    : car.event === 'listed'
      ? 'New car for your search: '
      : 'Price dropped: ';
  const extra = more > 0 ? (bn ? ` (আরও ${localizeDigits(more, lng)}টি)` : ` (+${more} more)`) : '';
  const after = ` ${price}${extra} ${carUrl} ${bn ? 'বন্ধ করতে' : 'Stop'}: ${stopUrl}`;
  const whole = `${prefix(lng)}${lead}${title}${after}`;
  if (smsLength(whole).segments <= 3) return whole;
  return fitSms(`${prefix(lng)}${lead}`, title, after);
}

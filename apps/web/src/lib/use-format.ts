import {
  asLang,
  formatDate,
  formatMoment,
  formatMonthLabel,
  formatNumber,
  formatPrice,
  formatTaka,
  localizeDigits,
} from '@samity/domain';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The formatting helpers bound to the current language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = asLang(i18n.language);
  return useMemo(
    () => ({
      lng,
      digits: (value: string | number) => localizeDigits(value, lng),
      number: (value: number) => formatNumber(value, lng),
      taka: (amount: number) => formatTaka(amount, lng),
      /** An asking price: whole taka without poisha. */
      price: (amount: number) => formatPrice(amount, lng),
      date: (isoDate: string) => formatDate(isoDate, lng),
      /** An API moment (ISO 8601) as the date and time in Dhaka. */
      moment: (iso: string) => formatMoment(iso, lng),
      /** An API month label ('January-2025') in the page's language. */
      month: (label: string) => formatMonthLabel(label, lng),
    }),
    [lng],
  );
}

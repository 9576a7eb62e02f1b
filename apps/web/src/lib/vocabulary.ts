import {
  asLang,
  committeeTitleLabel,
  complaintTypeLabel,
  paymentMethodLabel,
  privilegeLabel,
  sourceLabel,
} from '@samity/domain';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The labelling functions bound to the page's language. */
export function useVocabulary() {
  const { i18n } = useTranslation();
  const lng = asLang(i18n.language);
  return useMemo(
    () => ({
      committeeTitle: (value: string | null | undefined) => committeeTitleLabel(value, lng),
      source: (value: string | null | undefined) => sourceLabel(value, lng),
      paymentMethod: (value: string | null | undefined) => paymentMethodLabel(value, lng),
      complaintType: (value: string | null | undefined) => complaintTypeLabel(value, lng),
      privilege: (value: string | null | undefined) => privilegeLabel(value, lng),
    }),
    [lng],
  );
}

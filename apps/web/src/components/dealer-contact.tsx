import { type CarAddressParts, carPath, normaliseBdMobile } from '@samity/domain';
import { useTranslation } from '../i18n/use-translation';
import { useFormat } from '../lib/use-format';
import './dealer-contact.css';

interface Dealer {
  business: string;
  name: string;
  phone: string;
}

/** A Bangladeshi mobile number as WhatsApp's chat links take it (country code, no plus), or null. */
export function whatsappNumber(phone: string): string | null {
  const national = normaliseBdMobile(phone);
  return national ? `88${national}` : null;
}

/**
 * How a buyer reaches a dealer: the phone number, shown (to note down, or to call from another phone) and
 * tappable, and a WhatsApp chat with the dealer, its first message written for the buyer in the page's
 * language, naming the car and its link (or, from the dealer's own page, that page). The enquiry form stays
 * beside it for buyers who prefer it.
 */
export function DealerContact({
  dealer,
  car,
  compact = false,
}: {
  dealer: Dealer;
  car?: CarAddressParts;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { digits } = useFormat();
  const who = dealer.business || dealer.name;
  const chat = whatsappNumber(dealer.phone);
  const text = car
    ? t('contact.whatsappText', {
        car: `${car.brand} ${car.model} ${digits(car.model_year)}`,
        link: `${window.location.origin}${carPath(car)}`,
      })
    : t('contact.whatsappDealerText', { link: `${window.location.origin}${window.location.pathname}` });
  return (
    <div className={`dealer-contact${compact ? ' compact' : ''}`}>
      {dealer.phone && (
        <a className="button dealer-call" href={`tel:${dealer.phone}`}>
          <span className="visually-hidden">{t('contact.callLabel', { dealer: who })} </span>
          {digits(dealer.phone)}
        </a>
      )}
      {chat && (
        <a
          className="button button-secondary dealer-whatsapp"
          href={`https://wa.me/${chat}?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.whatsappLabel', { dealer: who })}
        >
          {t('contact.whatsapp')}
        </a>
      )}
    </div>
  );
}

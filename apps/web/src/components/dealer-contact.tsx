import { carPath, normaliseBdMobile } from '@samity/domain';
import { useTranslation } from '../i18n/use-translation';
import { useFormat } from '../lib/use-format';
import './dealer-contact.css';

interface ContactCar {
  id: number;
  brand: string;
  model: string;
  model_year: number;
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
 * How a buyer reaches the dealer of a car: the phone number, shown (to note down, or to call from another
 * phone) and tappable, and a WhatsApp chat with the dealer, its first message written for the buyer in the
 * page's language, naming the car and its link. The enquiry form stays beside it for buyers who prefer it.
 */
export function DealerContact({ car, compact = false }: { car: ContactCar; compact?: boolean }) {
  const { t } = useTranslation();
  const { digits } = useFormat();
  const dealer = car.business || car.name;
  const chat = whatsappNumber(car.phone);
  const carName = `${car.brand} ${car.model} ${digits(car.model_year)}`;
  const link = `${window.location.origin}${carPath(car)}`;
  return (
    <div className={`dealer-contact${compact ? ' compact' : ''}`}>
      {car.phone && (
        <a className="button dealer-call" href={`tel:${car.phone}`}>
          <span className="visually-hidden">{t('contact.callLabel', { dealer })} </span>
          {digits(car.phone)}
        </a>
      )}
      {chat && (
        <a
          className="button button-secondary dealer-whatsapp"
          href={`https://wa.me/${chat}?text=${encodeURIComponent(t('contact.whatsappText', { car: carName, link }))}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.whatsappLabel', { dealer })}
        >
          {t('contact.whatsapp')}
        </a>
      )}
    </div>
  );
}

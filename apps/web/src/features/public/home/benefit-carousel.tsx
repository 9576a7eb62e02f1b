import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { loopItems } from './loop-items';

export interface Benefit {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/**
 * An auto-scrolling row of benefit cards. The list is rendered three times and the track slides by one
 * copy, then restarts (CSS animation), so the loop is seamless. It pauses while hovered or focused and on
 * the pause button (WCAG 2.2.2); with reduced motion it does not move and shows one copy that can be
 * scrolled by hand. Only the first copy is exposed to screen readers.
 */
export function BenefitCarousel({ title, benefits }: { title: string; benefits: Benefit[] }) {
  const { t } = useTranslation('home');
  const [paused, setPaused] = useState(false);
  const headingId = useId();
  return (
    <section className="benefits" aria-labelledby={headingId}>
      <div className="benefits-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="carousel-toggle" onClick={() => setPaused((p) => !p)}>
          {paused ? t('home.playCarousel') : t('home.pauseCarousel')}
        </button>
      </div>
      <div className={`carousel${paused ? ' paused' : ''}`}>
        <ul className="carousel-track" aria-label={t('home.carouselLabel', { title })}>
          {loopItems(benefits, (b) => b.id).map(({ item, key, copy }) => (
            <li key={key} className="benefit-card" data-copy={copy} aria-hidden={copy > 0 || undefined}>
              <span className="benefit-icon" aria-hidden="true">
                {item.icon}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

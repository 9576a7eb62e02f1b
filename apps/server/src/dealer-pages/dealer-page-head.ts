import { type DealerPage, formatDate, type Lang, localizeDigits, SOCIETY } from '@samity/domain';
import { escapeHtml } from '../car-pages/first-content';

type Member = Extract<DealerPage, { state: 'member' }>['dealer'];

/** JSON inside <script>: "</script>" or "<!--" in a dealer's text must not end the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const TEXT = {
  en: {
    title: (d: Member) => `${d.business || d.name}: cars for sale`,
    description: (d: Member) =>
      `${d.business || d.name}, ${d.address}. A member of the society since ${formatDate(d.member_since, 'en')}` +
      `${d.verify_path ? ', in good standing' : ''}; ${d.cars_for_sale} car${d.cars_for_sale === 1 ? '' : 's'} for sale.`,
    formerTitle: (business: string) => `${business} is no longer a member`,
    notFoundTitle: 'No member dealer has this address',
  },
  bn: {
    title: (d: Member) => `${d.business || d.name}: বিক্রির গাড়ি`,
    description: (d: Member) =>
      `${d.business || d.name}, ${d.address}। ${formatDate(d.member_since, 'bn')} থেকে সমিতির সদস্য` +
      `${d.verify_path ? ', সদস্যপদ হালনাগাদ' : ''}; বিক্রির গাড়ি ${localizeDigits(d.cars_for_sale, 'bn')}টি।`,
    formerTitle: (business: string) => `${business} আর সমিতির সদস্য নন`,
    notFoundTitle: 'এই ঠিকানায় কোনো সদস্য ডিলার নেই',
  },
} as const;

const siteName = (lang: Lang) => SOCIETY.shortName[lang];

/**
 * The head of a dealer's page, for link previews and search engines that run no script: title, description,
 * canonical, hreflang, Open Graph and JSON-LD (schema.org AutoDealer).
 */
export function dealerHead(
  dealer: Member,
  at: { origin: string; path: string; lang: Lang; langInAddress: boolean },
): string {
  const { origin, path, lang } = at;
  const title = `${TEXT[lang].title(dealer)} | ${siteName(lang)}`;
  const description = TEXT[lang].description(dealer);
  const plain = `${origin}${path}`;
  const canonical = at.langInAddress ? `${plain}?lang=${lang}` : plain;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.business || dealer.name,
    url: canonical,
    address: dealer.address,
    telephone: dealer.phone,
    memberOf: { '@type': 'Organization', name: SOCIETY.name.en },
  };
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const href = escapeHtml(plain);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="alternate" hreflang="bn" href="${href}?lang=bn">`,
    `<link rel="alternate" hreflang="en" href="${href}?lang=en">`,
    `<link rel="alternate" hreflang="x-default" href="${href}">`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', SOCIETY.name[lang]),
    meta('property', 'og:locale', lang === 'bn' ? 'bn_BD' : 'en_US'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('');
}

/** A former member (410) or an unknown address (404): a title that says so, kept out of indexes. */
export function dealerMissingHead(lang: Lang, formerBusiness?: string): string {
  const text = formerBusiness ? TEXT[lang].formerTitle(formerBusiness) : TEXT[lang].notFoundTitle;
  return [
    `<title>${escapeHtml(`${text} | ${siteName(lang)}`)}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('');
}

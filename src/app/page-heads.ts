/**
 * Every route's document title and meta description as messages of the
 * site's catalog: the prerender puts them into each language's HTML
 * (src/app/prerender.tsx), the browser into the document when the page or
 * the language changes (./use-document-title.ts). The English text equals
 * domain/site-routes.ts, the server's table (a test keeps them equal).
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { pathInLanguage } from '../../domain/languages';

export interface PageHead {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/': {
    title: msg`Pujas and Vedic astrology guidance`,
    description: msg`Order pujas for your family, ask an astrologer which puja suits you, and book an online Vedic astrology reading.`,
  },
  '/what-is-puja': {
    title: msg`What is Puja?`,
    description: msg`What a puja is, why it is performed and how a puja offered on your behalf works.`,
  },
  '/brahmasthanam-temple': {
    title: msg`Brahmasthanam Temple`,
    description: msg`The Brahmasthanam temples consecrated by Amma: the four-faced idol, the corrective pujas and the temple festivals.`,
  },
  '/types-of-puja': {
    title: msg`Types of Pujas`,
    description: msg`Every puja and homa you can order, grouped as special pujas, homas and pujas, with prices.`,
  },
  '/special-pujas': {
    title: msg`Special Pujas`,
    description: msg`Special pujas held on particular days, such as the monthly Kali/Karthika Puja.`,
  },
  '/puja-kali': {
    title: msg`Kali/Karthika Puja`,
    description: msg`The monthly Kali/Karthika Puja on Amma’s birth star: what happens, upcoming dates and the order cutoff.`,
  },
  '/order-a-puja': {
    title: msg`Register for Puja`,
    description: msg`How to register a puja for up to five people: online with a card, or by the printable form.`,
  },
  '/puja-recommendation': {
    title: msg`Puja Recommendation`,
    description: msg`Ask a Vedic astrologer which pujas suit you or your family, based on your birth details.`,
  },
  '/jyotish': {
    title: msg`Online Astrology Reading (Jyotish)`,
    description: msg`Book a one-to-one Vedic astrology reading online, at a time that suits you.`,
  },
  '/order-a-puja-online': {
    title: msg`Order a puja online`,
    description: msg`Order pujas for up to five people and pay securely by card.`,
  },
  '/order-regional-puja': {
    title: msg`Order a puja at a regional event`,
    description: msg`Order a puja performed at a regional programme near you.`,
  },
  '/order-regional-astro': {
    title: msg`Book an astrology session at a regional event`,
    description: msg`Book a Vedic astrology session at a regional programme near you.`,
  },
  '/puja-recommendation-online': {
    title: msg`Request a puja recommendation online`,
    description: msg`Send your birth details and receive the astrologer’s puja recommendation.`,
  },
  '/astro-disclaimer': {
    title: msg`Astrology disclaimer`,
    description: msg`What a Vedic astrology reading can and cannot offer. Please read before booking.`,
  },
  '/astro-schedule': {
    title: msg`Schedule an astrology reading`,
    description: msg`Choose a reading, pick a time in your own time zone and pay securely.`,
  },
  '/astro-start': {
    title: msg`Start your astrology reading booking`,
    description: msg`Begin booking an online Vedic astrology reading.`,
  },
  '/astro-reschedule': {
    title: msg`Reschedule an astrology reading`,
    description: msg`Move your astrology reading to another time with your booking code.`,
  },
  '/order-a-puja-printable': {
    title: msg`Printable puja order form`,
    description: msg`A puja order form to print, fill in by hand and send by post.`,
  },
  '/privacy': {
    title: msg`Privacy Policy`,
    description: msg`What we collect when you order a puja or book a reading, and how we protect it.`,
  },
  '/terms': {
    title: msg`Terms of Use`,
    description: msg`The terms for using this site and ordering pujas and readings.`,
  },
  '/puja-order-form-start': {
    title: msg`Before you order a puja`,
    description: msg`What you need to hand before ordering a puja online.`,
  },
  '/content-nav': {
    title: msg`Site map`,
    description: msg`Every page of the site in one list.`,
  },
  '/menu': {
    title: msg`Menu`,
    description: msg`The site menu: learn about pujas, order pujas and book astrology guidance.`,
  },
  '/find-my-order': {
    title: msg`Find my order`,
    description: msg`Get the link to your order’s page emailed again with your order number.`,
  },
  '/account/sign-in': {
    title: msg`Sign in to your account`,
    description: msg`Sign in without a password: we email you a link that signs you in.`,
  },
  '/account': {
    title: msg`Your account`,
    description: msg`The orders paid with your email address, your family and your data.`,
  },
  '/account/family': {
    title: msg`Your family`,
    description: msg`The people you order pujas for, kept in your account with your consent.`,
  },
  '/account/year': {
    title: msg`Your year at a glance`,
    description: msg`Your family’s sacred days for the next twelve months, reminders and a calendar feed.`,
  },
};

export const NOT_FOUND_HEAD: PageHead = {
  title: msg`Page not found`,
  description: msg`This page does not exist. Find what you were looking for from the menu.`,
};

/**
 * What the app's pages (index.html: the wizards, an order's page) say to a
 * browser that runs no JavaScript, in the page's language (the prerender
 * writes it per language; server/site/page-html.ts puts it in).
 */
export const NO_SCRIPT = msg({
  message:
    'This site needs JavaScript to order pujas. You can still print the order form at {address}.',
  comment: 'shown when the browser runs no JavaScript; {address} is the printable form’s address',
});

/** The noscript text in `i18n`'s language, naming that language's printable form. */
export function noscriptText(i18n: I18n, language: string): string {
  // Built by name, not spread into the call: Lingui's extractor cannot read a spread there.
  const text = {
    ...NO_SCRIPT,
    values: { address: pathInLanguage('/order-a-puja-printable', language) },
  };
  return i18n._(text);
}

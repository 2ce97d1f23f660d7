/**
 * The disclaimer a visitor accepts before booking. Its version is stored with
 * every booking; change the version whenever the wording changes.
 */
import type { MessageText } from '../message-text';

export const DISCLAIMER_VERSION = '2025-01';

/** Its points, as messages the booking translates (decision 0148). */
export const DISCLAIMER_TEXT: readonly MessageText[] = [
  /*i18n*/ {
    id: 'astro.disclaimer.guidance',
    message:
      'A Vedic astrology (Jyotish) reading offers guidance drawn from a traditional system of study. It describes tendencies and possibilities, not certainties, and no outcome is promised.',
  },
  /*i18n*/ {
    id: 'astro.disclaimer.notAdvice',
    message:
      'A reading is not a substitute for medical, psychological, legal or financial advice. For decisions in those areas, please consult a qualified professional.',
  },
  /*i18n*/ {
    id: 'astro.disclaimer.remedies',
    message:
      'Remedies suggested in a reading, such as pujas or prayers, are spiritual practices offered in good faith. Taking them up is always your own choice.',
  },
  /*i18n*/ {
    id: 'astro.disclaimer.precision',
    message:
      'The reading is only as precise as the birth details you give. An unknown or approximate birth time limits what the astrologer can say.',
  },
  /*i18n*/ {
    id: 'astro.disclaimer.privacy',
    message:
      'The birth details you give are used only to prepare and hold your reading, and are kept private.',
  },
  /*i18n*/ {
    id: 'astro.disclaimer.consent',
    message:
      'You must be 18 or older to book, and you need the consent of anyone else whose birth details you send.',
  },
];

/**
 * The disclaimer a visitor accepts before booking. Its version is stored with
 * every booking; change the version whenever the wording changes.
 */
export const DISCLAIMER_VERSION = '2025-01';

export const DISCLAIMER_POINTS: readonly string[] = [
  'A Vedic astrology (Jyotish) reading offers guidance drawn from a traditional system of study. It describes tendencies and possibilities, not certainties, and no outcome is promised.',
  'A reading is not a substitute for medical, psychological, legal or financial advice. For decisions in those areas, please consult a qualified professional.',
  'Remedies suggested in a reading, such as pujas or prayers, are spiritual practices offered in good faith. Taking them up is always your own choice.',
  'The reading is only as precise as the birth details you give. An unknown or approximate birth time limits what the astrologer can say.',
  'The birth details you give are used only to prepare and hold your reading, and are kept private.',
  'You must be 18 or older to book, and you need the consent of anyone else whose birth details you send.',
];

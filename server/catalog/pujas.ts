/**
 * The puja catalog seed. Only the Kali/Karthika Puja is confirmed (price,
 * cutoff, monthly on Krittika: catalog-facts.md 1a). Every other item is
 * performed at Amma's temples (1b) but has no published price or schedule:
 * its price and weekly schedule are SAMPLE values, labelled as such in its
 * description, until the temple sets the real ones (docs/api.md).
 */
import { PUJA_CATEGORIES } from '../../domain/constants';

export interface PujaSeed {
  id: number;
  code: string;
  name: string;
  displayName: string;
  category: string;
  selectionOrder: number;
  extDescription: string;
  costCents: number;
  /** KRITTIKA, WEEKLY:<weekday 0=Sunday>, NONE or MANUAL */
  scheduleRule: string;
  cutoffDays: number;
  isSample: boolean;
}

export const SAMPLE_NOTE = 'Sample price and dates: the temple sets the real ones.';
export const KALI_KARTHIKA_CODE = 'KALI_KARTHIKA';

const { special, homas, pujas, recommendations } = PUJA_CATEGORIES;

const sample = (
  id: number,
  code: string,
  name: string,
  category: string,
  selectionOrder: number,
  dollars: number,
  scheduleRule: string,
  about: string,
): PujaSeed => ({
  id,
  code,
  name,
  displayName: name,
  category,
  selectionOrder,
  extDescription: `${about} ${scheduleRule === 'NONE' ? 'Sample price: the temple sets the real one.' : SAMPLE_NOTE}`,
  costCents: dollars * 100,
  scheduleRule,
  cutoffDays: 2,
  isSample: true,
});

export const PUJA_SEEDS: readonly PujaSeed[] = [
  {
    id: 1,
    code: KALI_KARTHIKA_CODE,
    name: 'Kali/Karthika Puja',
    displayName: 'Kali/Karthika Puja (monthly, on Amma’s birth star)',
    category: special,
    selectionOrder: 1,
    extDescription:
      'Held at Amritapuri each month on the day the Moon returns to Karthika (Krittika), Amma’s ' +
      'birth star, to weaken the ego and the habits that hold back spiritual and worldly ' +
      'well-being. Orders close three days before each date. Each date is the day (India time) ' +
      'on which the Moon enters Karthika, the temple’s own rule.',
    costCents: 250_00,
    scheduleRule: 'KRITTIKA',
    cutoffDays: 3,
    isSample: false,
  },
  sample(
    10,
    'NAVAGRAHA_HOMA',
    'Navagraha Homa',
    homas,
    1,
    101,
    'WEEKLY:0',
    'A fire offering to the nine planets, asking for their harmful influences to be eased.',
  ),
  sample(
    11,
    'GANAPATI_HOMA',
    'Ganapati Homa',
    homas,
    2,
    51,
    'WEEKLY:3',
    'A fire offering to Ganesha, remover of obstacles, often made before a new undertaking.',
  ),
  sample(
    12,
    'SUDARSHANA_HOMA',
    'Maha Sudarshana Homa',
    homas,
    3,
    108,
    'WEEKLY:4',
    'A fire offering invoking the protective discus of Vishnu.',
  ),
  sample(
    20,
    'SHANI_DOSHA',
    'Shani Dosha Parihara Puja',
    pujas,
    1,
    31,
    'WEEKLY:6',
    'A corrective puja at the Brahmasthanam temples for the afflictions of Saturn.',
  ),
  sample(
    21,
    'RAHU_DOSHA',
    'Rahu Dosha Parihara Puja',
    pujas,
    2,
    31,
    'WEEKLY:0',
    'A corrective puja at the Brahmasthanam temples for the afflictions of Rahu.',
  ),
  sample(
    22,
    'KUJA_DOSHA',
    'Kuja (Mars) Dosha Parihara Puja',
    pujas,
    3,
    31,
    'WEEKLY:2',
    'A corrective puja at the Brahmasthanam temples for the afflictions of Mars.',
  ),
  sample(
    23,
    'BHAGAVATHI_PUJA',
    'Bhagavathi Puja',
    pujas,
    4,
    41,
    'WEEKLY:5',
    'Worship of the Divine Mother in her form as Bhagavathi.',
  ),
  sample(
    24,
    'ALANKARA_PUJA',
    'Alankara Puja',
    pujas,
    5,
    21,
    'WEEKLY:1',
    'The deity is adorned with flowers and ornaments while the worship is offered.',
  ),
  sample(
    25,
    'ARCHANA',
    'Archana',
    pujas,
    6,
    11,
    'WEEKLY:1',
    'The names of the deity are chanted, each with an offering, in your name.',
  ),
  sample(
    30,
    'UDAYASTHAMANA_SEVA',
    'Udayasthamana Seva',
    'PACKAGES',
    1,
    501,
    'WEEKLY:0',
    'A full day of homas and pujas offered from sunrise to sunset.',
  ),
  sample(
    40,
    'RECO_ONE_PERSON',
    'Puja recommendation for one person',
    recommendations,
    1,
    35,
    'NONE',
    'An astrologer studies the birth details you give and recommends the pujas that suit the person.',
  ),
];

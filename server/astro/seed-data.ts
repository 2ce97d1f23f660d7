/**
 * Sample reading types and astrologers. The public site never said what a
 * reading includes, how long it lasts, what it costs or who reads, so every
 * value here is a labelled sample (is_sample = 1) that the temple replaces
 * (docs/astro.md says how).
 */
import type { WeeklyWindow } from '../../domain/astro/slots';

const weekdays = (days: number[], start: string, end: string): WeeklyWindow[] =>
  days.map((weekday) => ({ weekday, start, end }));

export const ASTRO_SEED = {
  readingTypes: [
    {
      id: 1,
      code: 'BIRTH_CHART',
      name: 'Birth chart reading',
      summary:
        'A general look at one person’s Vedic birth chart, with time for the questions you bring.',
      covers: [
        'The main features of the chart: ascendant, Moon sign and birth star',
        'The planetary period (dasa) you are in now and the one that follows',
        'Areas of life the chart highlights, such as work, family and health of mind',
        'Whether a puja or prayer could help, if the astrologer sees a reason for one',
      ],
      duration_minutes: 60,
      price_cents: 7500,
      people_count: 1,
      sort_order: 1,
      is_sample: 1,
    },
    {
      id: 2,
      code: 'ONE_QUESTION',
      name: 'One-question reading',
      summary: 'A shorter session on a single question that matters to you now.',
      covers: [
        'One question, looked at through the birth chart and the current planetary periods',
        'Timing that the chart suggests for the matter, where it can say anything',
        'A suggested remedy, if one is indicated',
      ],
      duration_minutes: 30,
      price_cents: 4000,
      people_count: 1,
      sort_order: 2,
      is_sample: 1,
    },
    {
      id: 3,
      code: 'COMPATIBILITY',
      name: 'Compatibility reading for two',
      summary:
        'The birth charts of two people read side by side, for a marriage or another close bond.',
      covers: [
        'Both charts, compared by birth star and by planetary placements',
        'Strengths of the match and points that may need care',
        'Suitable pujas or prayers for the couple, if the charts suggest them',
      ],
      duration_minutes: 90,
      price_cents: 12000,
      people_count: 2,
      sort_order: 3,
      is_sample: 1,
    },
  ],
  astrologers: [
    {
      id: 1,
      name: 'Astrologer in Kerala (sample)',
      bio: 'Sample profile: the temple names its astrologers here. Reads in English and Malayalam.',
      time_zone: 'Asia/Kolkata',
      minimum_notice_minutes: 24 * 60,
      buffer_minutes: 15,
      horizon_days: 60,
      email: 'astrology@amritapuja.example',
      windows: [
        ...weekdays([1, 2, 3, 4, 5, 6], '08:00', '12:00'),
        ...weekdays([1, 2, 3, 4, 5], '18:00', '21:00'),
      ],
      daysOff: ['2026-01-01', '2026-01-14', '2026-10-20'],
    },
    {
      id: 2,
      name: 'Astrologer in California (sample)',
      bio: 'Sample profile: the temple names its astrologers here. Reads in English.',
      time_zone: 'America/Los_Angeles',
      minimum_notice_minutes: 24 * 60,
      buffer_minutes: 15,
      horizon_days: 60,
      email: 'astrology@amritapuja.example',
      windows: [
        ...weekdays([0, 2, 3, 4, 5, 6], '09:00', '12:00'),
        ...weekdays([2, 3, 4, 5], '13:00', '17:00'),
      ],
      daysOff: ['2026-07-04', '2026-11-26', '2026-12-25'],
    },
  ],
};

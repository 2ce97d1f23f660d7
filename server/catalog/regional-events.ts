/**
 * SAMPLE regional events (no public source lists them): a puja and an
 * astrology session for a few regions, dated relative to today so a fresh
 * install always has events to order. The temple replaces them with real
 * programmes (docs/api.md).
 */
export interface RegionSeed {
  id: number;
  name: string;
}

export interface RegionalEventSeed {
  id: number;
  regionId: number;
  kind: 'PUJA' | 'ASTRO';
  name: string;
  offeringTitle: string;
  title: string;
  hostedBy: string;
  /** Days from today to the event; the time is 16:00 UTC. */
  daysAhead: number;
  /** Hours before the event at which orders close. */
  cutoffHours: number;
  additionalEventDetailsAsHTML: string;
  contactEmailId: string;
  informationURL: string;
  costCents: number;
  extDescription: string;
}

export const REGION_SEEDS: readonly RegionSeed[] = [
  { id: 1, name: 'San Francisco Bay Area' },
  { id: 2, name: 'Dallas–Fort Worth' },
  { id: 3, name: 'Toronto' },
];

const SAMPLE = 'Sample event: the temple replaces it with its real programme.';

function eventsFor(region: RegionSeed, index: number): RegionalEventSeed[] {
  const base = 100 + index * 10;
  const days = 21 + index * 14;
  return [
    {
      id: base + 1,
      regionId: region.id,
      kind: 'PUJA',
      name: `Navagraha Homa — ${region.name}`,
      offeringTitle: 'Navagraha Homa',
      title: `Regional programme, ${region.name}`,
      hostedBy: 'Brahmasthanam temple priests (sample)',
      daysAhead: days,
      cutoffHours: 48,
      additionalEventDetailsAsHTML: `<p>${SAMPLE}</p><p>Please arrive <strong>30 minutes</strong> early.</p>`,
      contactEmailId: 'events@example.org',
      informationURL: 'https://example.org/regional-programmes',
      costCents: 75_00,
      extDescription: SAMPLE,
    },
    {
      id: base + 2,
      regionId: region.id,
      kind: 'PUJA',
      name: `Shani Dosha Parihara Puja — ${region.name}`,
      offeringTitle: 'Shani Dosha Parihara Puja',
      title: `Regional programme, ${region.name}`,
      hostedBy: 'Brahmasthanam temple priests (sample)',
      daysAhead: days + 1,
      cutoffHours: 48,
      additionalEventDetailsAsHTML: `<p>${SAMPLE}</p>`,
      contactEmailId: 'events@example.org',
      informationURL: 'https://example.org/regional-programmes',
      costCents: 40_00,
      extDescription: SAMPLE,
    },
    {
      id: base + 3,
      regionId: region.id,
      kind: 'ASTRO',
      name: `Vedic astrology session — ${region.name}`,
      offeringTitle: 'Vedic astrology session (30 minutes)',
      title: `Regional programme, ${region.name}`,
      hostedBy: 'Visiting Jyotish astrologer (sample)',
      daysAhead: days,
      cutoffHours: 24,
      additionalEventDetailsAsHTML: `<p>${SAMPLE}</p><ul><li>Bring your birth date, time and place.</li></ul>`,
      contactEmailId: 'astrology@example.org',
      informationURL: 'https://example.org/regional-programmes',
      costCents: 90_00,
      extDescription: SAMPLE,
    },
  ];
}

export const REGIONAL_EVENT_SEEDS: readonly RegionalEventSeed[] = REGION_SEEDS.flatMap(eventsFor);

/** What the booking's view reads from a snapshot: the step shown, its place, the choices. */
import type { SnapshotFrom } from 'xstate';
import type { Astrologer, ReadingType } from '../../../domain/astro/api';
import { readingWordsIn, type ReadingWords } from '../../../domain/catalog-words';
import type { BookingContext } from './context';
import type { BookingMachine } from './machine';

type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** The machine's resting states, each shown as one step of the page. */
const SHOWN = [
  'loadFailed',
  'disclaimer',
  'reading',
  'slots',
  'details',
  'holding',
  'billing',
  'paying',
  'holdLapsed',
  'underReview',
  'confirmed',
] as const;

/** A step of the page: a resting state, or 'loading' while the booking and catalog load. */
export type BookingStepName = (typeof SHOWN)[number] | 'loading';

export function bookingStep(snapshot: BookingSnapshot): BookingStepName {
  return SHOWN.find((step) => snapshot.matches(step)) ?? 'loading';
}

/** The steps the step indicator counts; paying is the payment step, as billing is. */
export const COUNTED_STEPS = ['disclaimer', 'reading', 'slots', 'details', 'billing'] as const;
export type CountedStep = (typeof COUNTED_STEPS)[number];

export interface BookingProgress {
  step: CountedStep;
  /** 1-based. */
  number: number;
  total: number;
}

/** Where the step shown stands among the counted steps (null outside them: loading, done). */
export function bookingProgress(snapshot: BookingSnapshot): BookingProgress | null {
  const shown = bookingStep(snapshot);
  const step = shown === 'paying' ? 'billing' : shown;
  const index = COUNTED_STEPS.findIndex((counted) => counted === step);
  const counted = COUNTED_STEPS[index];
  return counted ? { step: counted, number: index + 1, total: COUNTED_STEPS.length } : null;
}

/** The month's free times are loading (the calendar's controls wait). */
export const slotsLoading = (snapshot: BookingSnapshot) => snapshot.matches({ slots: 'loading' });

export function chosenReading(context: BookingContext): ReadingType | undefined {
  return context.catalog?.readingTypes.find((r) => r.id === context.readingTypeId);
}

export function chosenAstrologer(context: BookingContext): Astrologer | undefined {
  return context.catalog?.astrologers.find((a) => a.id === context.astrologerId);
}

/** The astrologers who give the chosen reading (all of them until one is chosen). */
export function astrologersFor(context: BookingContext): Astrologer[] {
  const readingTypeId = context.readingTypeId;
  return (context.catalog?.astrologers ?? []).filter(
    (a) => readingTypeId === null || a.readingTypeIds.includes(readingTypeId),
  );
}

/** Each reading type's words in `language` (the temple's, else English marked so). */
export function readingChoices(
  context: BookingContext,
  language = 'en',
): (ReadingType & { words: ReadingWords })[] {
  return (context.catalog?.readingTypes ?? []).map((r) => ({
    ...r,
    words: readingWordsIn(r, language),
  }));
}

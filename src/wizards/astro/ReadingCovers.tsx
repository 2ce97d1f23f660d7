import type { ReadingType } from '../../domain/astro/api';

/** What a reading covers, a point a line (the jyotish page's list and the booking's). */
export function ReadingCovers({ reading }: { reading: Pick<ReadingType, 'covers'> }) {
  return (
    <ul>
      {reading.covers.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

import { describe, expect, it } from 'vitest';
import { placeNamesIn, regionTimeZone } from './region-time-zone';

describe('a region’s time zone, from its name', () => {
  it('tries the whole name, then its parts and their leading words', () => {
    expect(placeNamesIn('San Francisco Bay Area')).toEqual([
      'San Francisco Bay Area',
      'San Francisco Bay',
      'San Francisco',
      'San',
    ]);
    expect(placeNamesIn('Dallas–Fort Worth')).toEqual([
      'Dallas–Fort Worth',
      'Dallas–Fort',
      'Dallas',
      'Fort Worth',
      'Fort',
    ]);
  });

  it('finds the zone of the seeded regions, and UTC for a name no place has', async () => {
    expect(await regionTimeZone('San Francisco Bay Area')).toBe('America/Los_Angeles');
    expect(await regionTimeZone('Dallas–Fort Worth')).toBe('America/Chicago');
    expect(await regionTimeZone('Toronto')).toBe('America/Toronto');
    expect(await regionTimeZone('Qqqzzx Xyzzy')).toBe('UTC');
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { TEMPLE_DETAILS_EXAMPLE } from '../tests/test-support/temple-details-example';
import { asTempleDetails } from './temple-details';

const DETAILS = { ...TEMPLE_DETAILS_EXAMPLE, isSample: true };

describe('asTempleDetails', () => {
  it('accepts the details as the API sends them', () => {
    expect(asTempleDetails(DETAILS)).toEqual(DETAILS);
  });

  it('refuses an answer that is not the details (another API answer, a missing or mistyped field)', () => {
    expect(asTempleDetails({ pujaDetails: [] })).toBeNull();
    expect(asTempleDetails({ ...DETAILS, phone: undefined })).toBeNull();
    expect(asTempleDetails({ ...DETAILS, postalAddress: 'one line' })).toBeNull();
    expect(asTempleDetails({ ...DETAILS, isSample: 'yes' })).toBeNull();
    expect(asTempleDetails(null)).toBeNull();
  });
});

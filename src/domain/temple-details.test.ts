import { describe, expect, it } from 'vitest';
import { asTempleDetails } from './temple-details';

const DETAILS = {
  centreName: 'Sample Centre',
  postalAddress: ['1 Temple Road', 'Springfield'],
  phone: '+1 555 0100',
  email: 'office@example.org',
  mailInInstructions: 'Post the form with a cheque.',
  copyrightHolder: 'Sample Centre',
  isSample: true,
};

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

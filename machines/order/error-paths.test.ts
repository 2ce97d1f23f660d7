import { describe, expect, it } from 'vitest';
import { toDraftPath } from './error-paths';

describe('server-named fields', () => {
  it('map onto the wizard’s own field paths', () => {
    expect(toDraftPath('pujaOrderLineitems.2.requestedPujaDate')).toBe(
      'people.2.requestedPujaDate',
    );
    expect(toDraftPath('pujaOrderBillingAddresses.0.state')).toBe('billing.state');
    expect(toDraftPath('pujaOrderShipmentAddresses.0.postalCode')).toBe('shipping.postalCode');
    expect(toDraftPath('prasadStateOther')).toBe('shipping.stateOther');
    expect(toDraftPath('notes')).toBe('notes');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  findCarrier,
  isS10,
  normaliseTrackingNumber,
  trackingNumberProblem,
  trackingUrl,
} from './carriers';

describe('carriers', () => {
  it('finds a carrier by code or by the name people write', () => {
    expect(findCarrier('FedEx')?.code).toBe('FEDEX');
    expect(findCarrier(' india post ')?.code).toBe('INDIA_POST');
    expect(findCarrier('INDIA_POST')?.code).toBe('INDIA_POST');
    expect(findCarrier('usps')?.code).toBe('USPS');
    expect(findCarrier('Royal Mail')).toBeNull();
  });

  it('checks the UPU S10 check digit (India Post, international items)', () => {
    expect(isS10('AA473124829GB')).toBe(true);
    expect(isS10('RA123456785CN')).toBe(true);
    expect(isS10('RA123456784CN')).toBe(false);
    expect(isS10('EE123456785IN', 'IN')).toBe(true);
    expect(isS10('EE123456785US', 'IN')).toBe(false);
  });

  it('accepts each carrier’s well-known forms and refuses others with the format', () => {
    expect(trackingNumberProblem(CARRIERS.UPS, '1z 999 aa1 01 2345 6784')).toBeNull();
    expect(trackingNumberProblem(CARRIERS.FEDEX, '123456789012')).toBeNull();
    expect(trackingNumberProblem(CARRIERS.FEDEX, '1234567890')).toMatch(/Not a FedEx/);
    expect(trackingNumberProblem(CARRIERS.USPS, '9400 1000 0000 0000 0000 00')).toBeNull();
    expect(trackingNumberProblem(CARRIERS.USPS, 'EA123456785US')).toBeNull();
    expect(trackingNumberProblem(CARRIERS.USPS, '12345')).toMatch(/Not a USPS/);
    expect(trackingNumberProblem(CARRIERS.DHL, '1234567890')).toBeNull();
    expect(trackingNumberProblem(CARRIERS.INDIA_POST, 'EE123456785IN')).toBeNull();
    expect(trackingNumberProblem(CARRIERS.INDIA_POST, 'EE123456789IN')).toMatch(/India Post/);
    expect(trackingNumberProblem(CARRIERS.DHL, '12345678<9')).toMatch(/only letters and digits/);
    expect(trackingNumberProblem(CARRIERS.DHL, ' ')).toBe('Give the tracking number');
  });

  it('builds https links with the number encoded; India Post has its form only', () => {
    expect(trackingUrl(CARRIERS.USPS, '9400 1000 0000 0000 0000 00')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl(CARRIERS.FEDEX, '123456789012')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingUrl(CARRIERS.UPS, '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl(CARRIERS.DHL, 'a&b=c')).toContain('tracking-id=A%26B%3DC');
    expect(trackingUrl(CARRIERS.INDIA_POST, 'EE123456785IN')).toBe('https://www.indiapost.gov.in/');
    for (const carrier of Object.values(CARRIERS)) {
      expect(new URL(trackingUrl(carrier, '1')).protocol).toBe('https:');
    }
    expect(normaliseTrackingNumber(' ee-1234 ')).toBe('EE1234');
  });
});

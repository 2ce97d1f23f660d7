import { describe, expect, it } from 'vitest';
import {
  ACCEPT_CODES,
  expirationMMYYYY,
  isExpired,
  isValidCardNumber,
  normalizeCardNumber,
  passesLuhn,
  validateSecureData,
  type AcceptSecureData,
} from './accept-js';

const NOW = new Date('2026-11-22T12:00:00Z');
const valid: AcceptSecureData = {
  authData: { apiLoginID: 'login', clientKey: 'client-key' },
  cardData: {
    cardNumber: '4111111111111111',
    month: '12',
    year: '2030',
    cardCode: '123',
    zip: '46201',
    fullName: 'Asha Devi',
  },
};
const withCard = (card: Record<string, string | undefined>): AcceptSecureData => ({
  ...valid,
  cardData: { ...valid.cardData, ...card },
});
const codeOf = (data: unknown, hasHandler = true) =>
  validateSecureData(data, hasHandler, NOW)?.code ?? null;

describe('card numbers', () => {
  it('strips the separators Accept.js ignores', () => {
    expect(normalizeCardNumber('4111 1111-1111.1111')).toBe('4111111111111111');
    expect(normalizeCardNumber('4111,1111:1111 1111')).toBe('4111111111111111');
  });

  it('checks the Luhn sum and a length of 13 to 16 digits', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4007000000027')).toBe(true);
    expect(isValidCardNumber('38000000000006')).toBe(true);
    expect(isValidCardNumber('370000000000002')).toBe(true);
    expect(isValidCardNumber('0000000000')).toBe(false);
    expect(isValidCardNumber('41111111111111111')).toBe(false);
    expect(isValidCardNumber('4111x11111111111')).toBe(false);
  });
});

describe('expiry', () => {
  it('is valid through the whole expiry month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
    expect(isExpired(1, 2027, NOW)).toBe(false);
  });

  it('is written MMYYYY for the gateway', () => {
    expect(expirationMMYYYY(3, 2031)).toBe('032031');
  });
});

describe('validateSecureData: the Accept.js codes', () => {
  it('passes a complete, valid request', () => {
    expect(codeOf(valid)).toBeNull();
    expect(
      codeOf(withCard({ cardNumber: '4111-1111 1111.1111', year: '30', month: '1' })),
    ).toBeNull();
  });

  it.each([
    ['no authData', { cardData: valid.cardData }, true, 'E_WC_04'],
    ['no cardData', { authData: valid.authData }, true, 'E_WC_04'],
    ['no handler', valid, false, 'E_WC_04'],
    ['not an object', 'card', true, 'E_WC_04'],
    ['no apiLoginID', { ...valid, authData: { clientKey: 'k' } }, true, 'E_WC_10'],
    ['no client key', { ...valid, authData: { apiLoginID: 'l', clientKey: '' } }, true, 'E_WC_18'],
  ])('%s → %s', (_name, data, hasHandler, code) => {
    expect(codeOf(data, hasHandler)).toBe(code);
  });

  it.each([
    [{ cardNumber: '4111111111111112' }, 'E_WC_05'],
    [{ cardNumber: '411111111111' }, 'E_WC_05'],
    [{ cardNumber: undefined }, 'E_WC_05'],
    [{ month: '13' }, 'E_WC_06'],
    [{ month: '0' }, 'E_WC_06'],
    [{ month: 'ab' }, 'E_WC_06'],
    [{ year: '203' }, 'E_WC_07'],
    [{ year: '' }, 'E_WC_07'],
    [{ month: '10', year: '2026' }, 'E_WC_08'],
    [{ month: '12', year: '25' }, 'E_WC_08'],
    [{ cardCode: '12' }, 'E_WC_15'],
    [{ cardCode: '12345' }, 'E_WC_15'],
    [{ cardCode: '12a' }, 'E_WC_15'],
    [{ zip: '' }, 'E_WC_16'],
    [{ zip: '1'.repeat(21) }, 'E_WC_16'],
    [{ fullName: '' }, 'E_WC_17'],
    [{ fullName: 'n'.repeat(65) }, 'E_WC_17'],
  ])('card %o → %s', (card, code) => {
    expect(codeOf(withCard(card))).toBe(code);
  });

  it('leaves optional fields optional', () => {
    expect(
      codeOf(withCard({ cardCode: undefined, zip: undefined, fullName: undefined })),
    ).toBeNull();
  });

  it('names every code it can answer with', () => {
    const codes = Object.values(ACCEPT_CODES).map((message) => message.code);
    expect(codes).toEqual(
      expect.arrayContaining(['E_WC_04', 'E_WC_05', 'E_WC_06', 'E_WC_07', 'E_WC_08', 'E_WC_10']),
    );
    expect(codes).toEqual(expect.arrayContaining(['E_WC_15', 'E_WC_16', 'E_WC_17', 'E_WC_18']));
    expect(codes).toEqual(expect.arrayContaining(['E_WC_19', 'E_WC_21', 'I_WC_01']));
  });
});

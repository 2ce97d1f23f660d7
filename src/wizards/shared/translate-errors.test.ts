/**
 * A step's errors in the visitor's language: the domain's checks give message
 * ids (decision 0148), the compiled flows catalog turns them into Malayalam,
 * Tamil or Hindi, nested field names included; English stays as the API says it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { namedError } from '../../../machines/order';
import {
  emptyAddress,
  emptyPerson,
  validateAddress,
  validatePeople,
} from '../../../domain/order-draft';
import { testI18n } from '../../../tests/test-support/i18n';
import { translateErrors } from './translate-errors';

const NOW = Date.UTC(2026, 2, 2);
let i18n: Record<'en' | 'ml' | 'ta' | 'hi', I18n>;

beforeAll(async () => {
  const [en, ml, ta, hi] = await Promise.all(
    (['en', 'ml', 'ta', 'hi'] as const).map((code) => testI18n(code, ['flows'])),
  );
  i18n = { en: en!, ml: ml!, ta: ta!, hi: hi! };
});

describe("a step's error summary", () => {
  const errors = validatePeople([emptyPerson()], NOW);

  it('is in English as the API words it', () => {
    expect(translateErrors(i18n.en, errors).map((error) => error.message)).toEqual(
      errors.map((error) => error.message),
    );
    expect(errors[0]?.message).toBe('Enter the first name of person 1');
  });

  it('is in Malayalam, Tamil and Hindi with the person’s number kept', () => {
    expect(translateErrors(i18n.ml, errors)[0]?.message).toBe('വ്യക്തി 1-ന്റെ ആദ്യ പേര് നൽകുക');
    expect(translateErrors(i18n.ta, errors)[0]?.message).toBe('நபர் 1 இன் முதல் பெயரை உள்ளிடவும்');
    expect(translateErrors(i18n.hi, errors)[0]?.message).toBe('व्यक्ति 1 का पहला नाम लिखें');
  });

  it('translates a schema issue named by its field, both parts', () => {
    const error = namedError('people.0.firstName', {
      code: 'too_big',
      maximum: 60,
      message: 'Must be at most 60 characters',
    });
    expect(translateErrors(i18n.ml, [error])[0]?.message).toBe(
      'വ്യക്തി 1: ആദ്യ പേര്: പരമാവധി 60 അക്ഷരങ്ങൾ',
    );
  });

  it('covers the address checks', () => {
    const address = validateAddress(emptyAddress(), { prefix: 'billing', needsEmail: true });
    const hindi = translateErrors(i18n.hi, address).map((error) => error.message);
    expect(hindi).toContain('पिन कोड लिखें');
    expect(hindi.every((message) => /[\u0900-\u097F]/.test(message))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  httpUrlSchema,
  isHttpUrl,
  plainLineSchema,
  regionalEventFieldsSchema,
  toPlainLine,
} from './event-fields';

const valid = {
  name: 'Navagraha Homa — Toronto',
  offeringTitle: 'Navagraha Homa',
  title: 'Regional programme, Toronto',
  hostedBy: 'Temple priests',
  informationURL: 'https://example.org/toronto',
};

describe('regionalEventFieldsSchema', () => {
  it('accepts plain names and http(s) links, or no link', () => {
    expect(regionalEventFieldsSchema.safeParse(valid).success).toBe(true);
    expect(regionalEventFieldsSchema.safeParse({ ...valid, informationURL: '' }).success).toBe(
      true,
    );
  });

  it('names every field holding markup or a non-http link', () => {
    const result = regionalEventFieldsSchema.safeParse({
      ...valid,
      name: '<img src=x onerror=alert(1)>',
      offeringTitle: 'Homa <b>now</b>',
      hostedBy: 'Priests\nand helpers',
      informationURL: 'javascript:alert(1)',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'name',
      'offeringTitle',
      'hostedBy',
      'informationURL',
    ]);
  });

  it('refuses data:, relative and schemeless links', () => {
    for (const link of ['data:text/html,x', '/events', 'example.org', 'JAVASCRIPT:alert(1)']) {
      expect(httpUrlSchema.safeParse(link).success, link).toBe(false);
    }
    expect(isHttpUrl('HTTP://EXAMPLE.ORG/x')).toBe(true);
  });

  it('requires a name', () => {
    expect(plainLineSchema('name', 10).safeParse('  ').success).toBe(false);
  });
});

describe('toPlainLine', () => {
  it('turns stored markup into text', () => {
    expect(toPlainLine('<script>alert(1)</script>Homa <b>now</b>')).toBe('alert(1)Homa now');
    expect(toPlainLine('a < b\u0000c')).toBe('a  b c');
  });
});

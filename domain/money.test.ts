import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatDollars, formatUsd } from './money';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Intl-free on purpose (a page's first Intl use is a long task); it must say what Intl says.
describe('the one money format', () => {
  it('formats whole cents as en-US dollars', () => {
    expect(formatUsd(5100)).toBe('$51.00');
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(100000005)).toBe('$1,000,000.05');
  });

  it('equals Intl en-US for dollar amounts across magnitudes', () => {
    for (const dollars of [
      0, 0.01, 0.5, 7, 9.99, 51, 108.25, 999.999, 1000, 12345.6, 1234567.891, -42.1,
    ]) {
      expect(formatDollars(dollars)).toBe(usd.format(dollars));
    }
  });

  it('rounds dollars to the nearest cent', () => {
    expect(dollarsToCents(10.005)).toBe(1001);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
});

describe('money in the visitor’s language', () => {
  it('stays in US dollars, with the language’s own digit grouping', () => {
    expect(formatUsd(12345650, 'en')).toBe('$123,456.50');
    expect(formatUsd(12345650, 'hi')).toBe('$1,23,456.50');
    expect(formatUsd(12345650, 'ta')).toBe('$1,23,456.50');
    expect(formatUsd(2500, 'ml')).toMatch(/^\$25\.00$/);
  });
});

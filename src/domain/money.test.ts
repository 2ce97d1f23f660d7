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

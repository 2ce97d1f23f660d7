/**
 * Names in Malayalam, Tamil and Devanagari on every kind of receipt, read
 * back as text (the shaping itself is compared with Chromium's in
 * tests/e2e/pdf-shaping.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { TEMPLE_DETAILS_EXAMPLE } from '../../tests/test-support/temple-details-example';
import type { OrderReceipt } from './receipt-data';
import { orderReceiptPdf, refundReceiptPdf } from './receipt-pdf';
import { yearStatementPdf } from './statement-pdf';
import { pdfText } from './test-support/pdf-text';

const PAYER = 'ശ്രീലക്ഷ്മി നായർ';
const PEOPLE = ['ஸ்ரீநிவாசன்', 'श्रीनिवास', 'ശോഭ കൊട്ടാരം'];
const NOW = new Date('2026-12-31T18:00:00Z');

const receipt: OrderReceipt = {
  orderNumber: 'AB12CD',
  paidAt: '2026-11-20T17:00:00Z',
  payerName: PAYER,
  email: 'devotee@example.org',
  lines: PEOPLE.map((person) => ({
    person,
    puja: 'Archana',
    date: '1 December 2026',
    amountCents: 2100,
  })),
  paidCents: 6300,
  refunds: [
    {
      number: 'AB12CD-R1',
      amountCents: 2100,
      at: '2026-11-21T17:00:00Z',
      outcome: 'REFUNDED',
      people: [PEOPLE[1]!],
    },
  ],
  refundedCents: 2100,
  cardType: 'Visa',
  cardNumber: 'XXXX1111',
  temple: { ...TEMPLE_DETAILS_EXAMPLE, isSample: false },
  taxStatement: { text: 'Tax statement text.', isSample: false },
};

describe('Indic names on receipts and statements', () => {
  it('an order receipt, a refund receipt and a yearly statement print every name', async () => {
    const texts = [
      await pdfText(await orderReceiptPdf(receipt, NOW)),
      await pdfText(await refundReceiptPdf(receipt, receipt.refunds[0]!, NOW)),
      await pdfText(
        await yearStatementPdf(
          {
            year: 2026,
            email: receipt.email,
            receipts: [receipt],
            temple: receipt.temple,
            taxStatement: receipt.taxStatement,
          },
          NOW,
        ),
      ),
    ];
    for (const text of texts) {
      expect(text).toContain(`Received from ${PAYER}`);
      expect(text).not.toContain('?');
    }
    for (const person of PEOPLE) {
      expect(texts[0]).toContain(person);
      expect(texts[2]).toContain(person);
    }
    expect(texts[1]).toContain(`Refunded for ${PEOPLE[1]}`);
  });
});

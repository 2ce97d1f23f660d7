/**
 * Names in Malayalam, Tamil and Devanagari on every kind of receipt, read
 * back as text (the shaping itself is compared with Chromium's in
 * tests/e2e/pdf-shaping.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { receiptPdf } from './receipt-pdf';
import { yearStatementPdf } from './statement-pdf';
import { ISSUER_NOW, orderDocument, refundDocument } from './test-support/documents';
import { pdfText } from './test-support/pdf-text';

const PAYER = 'ശ്രീലക്ഷ്മി നായർ';
const PEOPLE = ['ஸ்ரீநிவாசன்', 'श्रीनिवास', 'ശോഭ കൊട്ടാരം'];
const NOW = new Date('2026-12-31T18:00:00Z');

const receipt = orderDocument(PAYER, PEOPLE);
const refund = refundDocument(receipt, PEOPLE[1]!);

describe('Indic names on receipts and statements', () => {
  it('an order receipt, a refund receipt and a yearly statement print every name', async () => {
    const texts = [
      await pdfText(await receiptPdf(receipt)),
      await pdfText(await receiptPdf(refund)),
      await pdfText(
        await yearStatementPdf(
          {
            year: 2026,
            email: receipt.email,
            receipts: [receipt, refund],
            issuer: ISSUER_NOW,
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

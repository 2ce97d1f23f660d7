import { describe, expect, it } from 'vitest';
import { ORDER_KINDS, type OrderKind } from '../../domain/constants';
import { renderOrderConfirmation } from './confirmation-email';
import type { OrderView } from './order-view';
import {
  departedItem,
  lineItem as item,
  paidOrder,
  SAMPLE_TEMPLE_CONTACT,
} from './test-support/order-fixture';

function order(kind: OrderKind): OrderView {
  return paidOrder({
    kind,
    lineItems: [
      item({ position: 0 }),
      departedItem(),
      item({ position: 2, pujaId: -1, firstName: '', lastName: '', item: '', cost: 0 }),
    ],
    addresses: {
      BILLING: { firstName: 'Lakshmi', lastName: 'Nair', city: 'Austin', country: 'US' },
      SHIPPING: {
        firstName: 'Lakshmi',
        lastName: 'Nair',
        address1: '12 Temple Road',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
    },
  });
}

describe('order confirmation email', () => {
  for (const kind of ORDER_KINDS) {
    it(`(${kind}) carries the order number, the people and the temple's contact in HTML and text`, () => {
      const mail = renderOrderConfirmation(order(kind), SAMPLE_TEMPLE_CONTACT);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('P-20260301-0042');
        expect(part).toContain('Lakshmi Nair');
        expect(part).toContain(SAMPLE_TEMPLE_CONTACT.name);
        expect(part).toContain(SAMPLE_TEMPLE_CONTACT.email);
        expect(part).toContain(SAMPLE_TEMPLE_CONTACT.phone);
        expect(part).toMatch(/Departed/);
        expect(part).toMatch(/what happens next/i);
      }
      // Customer text is escaped in the HTML, verbatim in the text part.
      expect(mail.html).toContain('Raman O’Neil &lt;Nair&gt;');
      expect(mail.html).not.toContain('<Nair>');
      expect(mail.html).not.toContain('<b>health</b>');
      expect(mail.text).toContain('Raman O’Neil <Nair> [Departed]');
      // Blank line items are not people.
      expect(mail.text.match(/^\* /gm)).toHaveLength(2);
      expect(mail.to).toBe('lakshmi@example.org');
      expect(mail.subject).toContain('P-20260301-0042');
    });
  }

  it('shows the prasad address only for orders that send prasad', () => {
    const withPrasad = renderOrderConfirmation(order('puja'), SAMPLE_TEMPLE_CONTACT);
    expect(withPrasad.text).toContain('12 Temple Road');
    expect(withPrasad.html).toContain('Prasad will be sent to');
    const astro = renderOrderConfirmation(order('regionalAstro'), SAMPLE_TEMPLE_CONTACT);
    expect(astro.text).not.toContain('12 Temple Road');
  });

  it('tells a recommendation how the astrologer’s answer comes', () => {
    const mail = renderOrderConfirmation(order('recommendation'), SAMPLE_TEMPLE_CONTACT);
    expect(mail.text).toMatch(
      /astrologer studies the birth details .* writes back to this email address/,
    );
    expect(mail.html).toMatch(/astrologer studies the birth details/);
  });

  it('labels sample contact details, and leaves the label out for the temple’s own', () => {
    expect(renderOrderConfirmation(order('puja'), SAMPLE_TEMPLE_CONTACT).text).toMatch(
      /Sample contact details/,
    );
    const real = { ...SAMPLE_TEMPLE_CONTACT, isSample: false };
    expect(renderOrderConfirmation(order('puja'), real).html).not.toMatch(/Sample contact details/);
  });

  it("gives each puja's day in the one date style, and a regional event's time in its own zone", () => {
    expect(renderOrderConfirmation(order('puja'), SAMPLE_TEMPLE_CONTACT).text).toContain(
      'Sunday, 8 March 2026',
    );
    const regional = order('regionalPuja');
    regional.lineItems = regional.lineItems.map((line) => ({
      ...line,
      pujaId: 111,
      regionId: 2,
      pujaDate: '2026-12-27',
      requestedPujaDate: '12/27/2026 04:00 PM',
    }));
    const times = new Map([
      [111, { instant: '2026-12-27T16:00:00.000Z', timeZone: 'America/Chicago' }],
    ]);
    const mail = renderOrderConfirmation(regional, SAMPLE_TEMPLE_CONTACT, times);
    expect(mail.text).toContain('Sunday, 27 December 2026, 10:00 AM Central Standard Time');
    expect(mail.text).not.toContain('04:00 PM');
  });

  it('links the order’s page when given its link, the token standing as the outbox’s mark', () => {
    const link = 'https://temple.example/my-order/{{secret}}';
    const mail = renderOrderConfirmation(order('puja'), SAMPLE_TEMPLE_CONTACT, new Map(), link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`See your order: ${link}`);
    const without = renderOrderConfirmation(order('puja'), SAMPLE_TEMPLE_CONTACT);
    expect(without.text).not.toContain('See your order');
  });
});

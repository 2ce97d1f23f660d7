import { MAX_LINE_ITEMS } from '../domain/constants';
import { AddressBlock } from './order-form/AddressBlock';
import { MailingInstructions } from './order-form/MailingInstructions';
import { PersonBlock } from './order-form/PersonBlock';

const PEOPLE = Array.from({ length: MAX_LINE_ITEMS }, (_, index) => index + 1);

export default function PrintableOrderFormPage() {
  return (
    <div className="printable-form">
      <h1>Printable puja order form</h1>
      <p className="lead">
        Print this form on Letter or A4 paper, fill it in by hand, and send it by post. You can also
        type into the blanks before printing.
      </p>
      <p className="no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Print this form
        </button>
      </p>
      <MailingInstructions />
      <form
        aria-label="Puja order form"
        className="paper-form"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="people">People and pujas</h2>
        {PEOPLE.map((number) => (
          <PersonBlock key={number} number={number} />
        ))}
        <div className="form-block">
          <label htmlFor="order-notes">Notes for the whole order</label>
          <textarea id="order-notes" rows={3} />
        </div>
        <h2 id="addresses">Addresses</h2>
        <AddressBlock idPrefix="billing" legend="Billing address" />
        <AddressBlock idPrefix="shipping" legend="Prasad shipping address">
          <p className="same-as">
            <input id="shipping-same" type="checkbox" />
            <label htmlFor="shipping-same">Same as the billing address</label>
          </p>
        </AddressBlock>
      </form>
    </div>
  );
}

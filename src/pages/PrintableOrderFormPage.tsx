import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LINE_ITEMS } from '../../domain/constants';
import { AddressBlock } from './order-form/AddressBlock';
import { MailingInstructions } from './order-form/MailingInstructions';
import { PersonBlock } from './order-form/PersonBlock';

const PEOPLE = Array.from({ length: MAX_LINE_ITEMS }, (_, index) => index + 1);

export default function PrintableOrderFormPage() {
  const { t } = useLingui();
  return (
    <div className="printable-form">
      <h1>
        <Trans>Printable puja order form</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Print this form on Letter or <span lang="en">A4</span> paper, fill it in by hand, and send
          it by post. You can also type into the blanks before printing.
        </Trans>
      </p>
      <p className="no-print">
        {/* Printed by the shell's behaviours (src/app/shell), with or without React. */}
        <button type="button" className="button" data-print="">
          <Trans>Print this form</Trans>
        </button>
      </p>
      <MailingInstructions />
      <form
        aria-label={t`Puja order form`}
        className="paper-form"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="people">
          <Trans>People and pujas</Trans>
        </h2>
        {PEOPLE.map((number) => (
          <PersonBlock key={number} number={number} />
        ))}
        <div className="form-block">
          <label htmlFor="order-notes">
            <Trans>Notes for the whole order</Trans>
          </label>
          <textarea id="order-notes" rows={3} />
        </div>
        <h2 id="addresses">
          <Trans>Addresses</Trans>
        </h2>
        <AddressBlock idPrefix="billing" legend={t`Billing address`} />
        <AddressBlock idPrefix="shipping" legend={t`Prasad shipping address`}>
          <p className="same-as">
            <input id="shipping-same" type="checkbox" />
            <label htmlFor="shipping-same">
              <Trans>Same as the billing address</Trans>
            </label>
          </p>
        </AddressBlock>
      </form>
    </div>
  );
}

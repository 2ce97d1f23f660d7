import { MAX_LINE_ITEMS } from '../../domain/constants';
import { MAILING_ADDRESS } from '../../app/site-identity';

/** How to send the form. The postal address comes from one constant the temple sets. */
export function MailingInstructions() {
  return (
    <section aria-labelledby="mailing" className="mailing">
      <h2 id="mailing">How to send this form</h2>
      <ol>
        <li>
          Fill in one block for each person, up to {MAX_LINE_ITEMS} people. Write clearly in capital
          letters; dates as MM/DD/YYYY.
        </li>
        <li>
          Choose a requested date that is still open for the puja. Scheduled pujas close for orders
          before their date (the Kali/Karthika Puja three days before), so allow time for the post.
        </li>
        <li>Give a billing address, and the address the prasad should be sent to.</li>
        <li>Mail the completed form to the address below.</li>
      </ol>
      <address className="mailing__address">
        {MAILING_ADDRESS ? (
          MAILING_ADDRESS.map((line) => (
            <span key={line} className="mailing__line">
              {line}
            </span>
          ))
        ) : (
          <span className="mailing__placeholder">
            [Postal address not yet published: the temple adds it here before this form is used.]
          </span>
        )}
      </address>
      <p>
        How to pay for a mailed order is not published here yet: the temple adds it together with
        the postal address. To pay by card straight away, order online instead.
      </p>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { MAX_LINE_ITEMS } from '../../../domain/constants';
import { useLoadedTempleDetails } from '../../app/use-temple-details';

/**
 * How to send the form, on the first printed page: the steps, and where to
 * send it from the temple's details (edited in the staff console; labelled
 * while they are still the sandbox's samples). The details are the temple's
 * English (no translation is kept for them), so they sit inside lang="en".
 */
export function MailingInstructions() {
  const loaded = useLoadedTempleDetails();
  const temple = loaded.status === 'ready' ? loaded.value : null;
  const { phone, email } = temple ?? { phone: '', email: '' };
  return (
    <section aria-labelledby="mailing" className="mailing">
      <h2 id="mailing">
        <Trans>How to send this form</Trans>
      </h2>
      <div className="mailing__columns">
        <ol className="mailing__steps">
          <li>
            <Trans>
              Fill in one block for each person, up to {MAX_LINE_ITEMS} people, in capital letters;
              dates as day, month in words, year.
            </Trans>
          </li>
          <li>
            <Trans>
              Choose a date that is still open for the puja. Scheduled pujas close before their date
              (the Kali/Karthika Puja three days before), so allow time for the post.
            </Trans>
          </li>
          <li>
            <Trans>Give a billing address, and the address the prasad should be sent to.</Trans>
          </li>
          <li>
            <Trans>Mail the form, with payment as described here, to the address shown.</Trans>
          </li>
        </ol>
        <div className="mailing__to">
          <h3 className="mailing__heading">
            <Trans>Send it to</Trans>
          </h3>
          {loaded.status === 'loading' ? (
            <p role="status" className="mailing__placeholder">
              <Trans>Loading the temple’s address...</Trans>
            </p>
          ) : temple ? (
            <>
              {/* The temple's details as it wrote them, in English (an address is posted as written). */}
              <address className="mailing__address" lang="en">
                <span className="mailing__line">{temple.centreName}</span>
                {temple.postalAddress.map((line) => (
                  <span key={line} className="mailing__line">
                    {line}
                  </span>
                ))}
              </address>
              <p className="mailing__payment" lang="en">
                {temple.mailInInstructions}
              </p>
              <p className="mailing__contact">
                <Trans comment="the temple's phone number and e-mail address">
                  Questions: <span lang="en">{phone}</span> · <span lang="en">{email}</span>
                </Trans>
              </p>
              {temple.isSample && (
                <p className="mailing__sample">
                  <Trans>Sample details: the temple replaces them before this form is used.</Trans>
                </p>
              )}
            </>
          ) : (
            <p className="mailing__placeholder">
              <Trans>
                The temple’s address could not be loaded just now. Please reload this page before
                printing, or order online instead.
              </Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

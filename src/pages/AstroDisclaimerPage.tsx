import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { acceptDisclaimer } from '../api/booking-tab-store';
import { DISCLAIMER_TEXT, DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { translateText } from '../wizards/shared/translate-text';
import { AstrologyPage } from './ContentAside';
import { PageIntro } from './Topics';

export default function AstroDisclaimerPage() {
  const { i18n } = useLingui();
  return (
    <AstrologyPage aside="disclaimer">
      <PageIntro
        title={msg`Astrology disclaimer`}
        lead={msg`Please read this before you book a reading. You accept it once, here or when you start booking, and the version you accepted is kept with your booking.`}
      />
      <div className="prose">
        <ol>
          {DISCLAIMER_TEXT.map((point) => (
            <li key={point.id}>{translateText(i18n, point)}</li>
          ))}
        </ol>
        <p>
          <Trans>Version {DISCLAIMER_VERSION}.</Trans>
        </p>
        <p>
          <Trans>
            {/* Accepted here, it is kept for this tab's booking: /astro-start does not ask again. */}
            <Link
              className="button button--primary"
              to="/astro-start"
              onClick={() => acceptDisclaimer(DISCLAIMER_VERSION)}
            >
              I accept, start booking a reading
            </Link>
          </Trans>
        </p>
      </div>
    </AstrologyPage>
  );
}

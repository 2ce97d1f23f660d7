import { Trans } from '@lingui/react/macro';
import { CallsToAction, NextStep } from './CallsToAction';
import { NavList } from '../app/nav/NavList';

export default function NotFoundPage() {
  return (
    <>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p className="lead">
        <Trans>
          We could not find the page you asked for. It may have moved when the site was renewed, or
          the address may have a typing mistake.
        </Trans>
      </p>
      <CallsToAction>
        <NextStep to="/" main>
          <Trans>Go to the home page</Trans>
        </NextStep>
        <NextStep to="/order-a-puja-online">
          <Trans>Order a puja</Trans>
        </NextStep>
        <NextStep to="/content-nav">
          <Trans>See every page</Trans>
        </NextStep>
      </CallsToAction>
      <h2 id="menu-heading">
        <Trans>Where would you like to go?</Trans>
      </h2>
      <nav aria-labelledby="menu-heading" className="menu-page">
        <NavList idPrefix="not-found" level={3} />
      </nav>
    </>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CallsToAction } from './CallsToAction';
import { NavList } from '../app/nav/NavList';
import { PageIntro } from './Topics';

export default function NotFoundPage() {
  return (
    <>
      <PageIntro
        title={msg`Page not found`}
        lead={msg`We could not find the page you asked for. It may have moved when the site was renewed, or the address may have a typing mistake.`}
      />
      <CallsToAction
        steps={[
          { to: '/', label: msg`Go to the home page`, main: true },
          { to: '/order-a-puja-online', label: msg`Order a puja` },
          { to: '/content-nav', label: msg`See every page` },
        ]}
      />
      <h2 id="menu-heading">
        <Trans>Where would you like to go?</Trans>
      </h2>
      <nav aria-labelledby="menu-heading" className="menu-page">
        <NavList idPrefix="not-found" level={3} />
      </nav>
    </>
  );
}

import { CallsToAction, NextStep } from './CallsToAction';
import { NavList } from '../app/nav/NavList';

export default function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p className="lead">
        We could not find the page you asked for. It may have moved when the site was renewed, or
        the address may have a typing mistake.
      </p>
      <CallsToAction>
        <NextStep to="/" main>
          Go to the home page
        </NextStep>
        <NextStep to="/order-a-puja-online">Order a puja</NextStep>
        <NextStep to="/content-nav">See every page</NextStep>
      </CallsToAction>
      <h2 id="menu-heading">Where would you like to go?</h2>
      <nav aria-labelledby="menu-heading" className="menu-page">
        <NavList idPrefix="not-found" level={3} />
      </nav>
    </>
  );
}

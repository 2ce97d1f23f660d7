import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { NavList } from '../app/nav/NavList';
import { MENU_QUOTE } from '../app/nav/nav-data';

export default function MenuPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <h1>
        <Trans>Menu</Trans>
      </h1>
      <p className="menu-quote">{i18n._(MENU_QUOTE)}</p>
      <nav aria-label={t`Menu`} className="menu-page">
        <NavList idPrefix="menu-page" />
      </nav>
      <p>
        <Trans>
          Looking for something else? The <Link to="/content-nav">site map</Link> lists every page.
        </Trans>
      </p>
    </>
  );
}

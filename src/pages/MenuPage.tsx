import { Link } from '../app/router';
import { NavList } from '../app/nav/NavList';
import { MENU_QUOTE } from '../app/nav/nav-data';

export default function MenuPage() {
  return (
    <>
      <h1>Menu</h1>
      <p className="menu-quote">{MENU_QUOTE}</p>
      <nav aria-label="Menu" className="menu-page">
        <NavList idPrefix="menu-page" />
      </nav>
      <p>
        Looking for something else? The <Link to="/content-nav">site map</Link> lists every page.
      </p>
    </>
  );
}

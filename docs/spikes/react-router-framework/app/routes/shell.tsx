import { Link, Outlet } from 'react-router';

/** The header, menu and footer every page shares (the project's Layout, in miniature). */
export default function Shell() {
  return (
    <>
      <a href="#main">Skip to content</a>
      <header>
        <Link to="/">Amrita Puja</Link>
        <nav>
          <Link to="/terms">Terms</Link> <Link to="/types-of-puja">Types of puja</Link>{' '}
          <Link to="/order-a-puja-online">Order a puja</Link>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer>© 2025 Amrita Puja</footer>
    </>
  );
}

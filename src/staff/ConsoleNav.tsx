import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '../../domain/staff/roles';
import { useStaff } from './context';
import { menuFor } from './menu';

export function ConsoleNav() {
  const { me, api, refresh } = useStaff();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pages = menuFor(me.role);
  async function signOut() {
    await api.call('POST', '/sign-out', {});
    refresh();
    void navigate('/staff');
  }
  return (
    <nav aria-label="Staff console" className="staff-nav">
      <p className="staff-nav__who">
        {me.name} <span className="staff-nav__role">({ROLE_LABELS[me.role]})</span>
      </p>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} aria-current={pathname === page.path ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={() => void signOut()}>
        Sign out
      </button>
    </nav>
  );
}

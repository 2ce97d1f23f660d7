import { Link } from 'react-router-dom';
import { ROLE_DUTIES, roleMayUse } from '../domain/staff/roles';
import { useStaff } from './context';
import { CONSOLE_PAGES } from './pages';
import { usePageTitle } from './usePageTitle';

export function HomePage() {
  usePageTitle('Staff console');
  const { me } = useStaff();
  return (
    <>
      <h1>Staff console</h1>
      <p>
        Signed in as {me.email}. Your role: {ROLE_DUTIES[me.role].toLowerCase()}.
      </p>
      <ul>
        {CONSOLE_PAGES.filter((p) => p.path !== '/staff' && roleMayUse(me.role, p.roles)).map(
          (page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.label}</Link>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

import { Link } from 'react-router-dom';
import { ROLE_DUTIES } from '../../domain/staff/roles';
import { useStaff } from './context';
import { menuFor } from './menu';
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
        {menuFor(me.role)
          .filter((entry) => entry.path !== '/staff')
          .map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.label}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}

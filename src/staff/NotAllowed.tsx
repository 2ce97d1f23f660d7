import { Link } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

export function NotAllowed() {
  usePageTitle('Not available');
  return (
    <>
      <h1>Not available</h1>
      <p>
        This page does not exist or your role may not use it.{' '}
        <Link to="/staff">Back to the console</Link>
      </p>
    </>
  );
}

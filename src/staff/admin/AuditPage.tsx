import { useStaff } from '../context';
import { Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

interface Entry {
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const show = (value: unknown) => (value === null ? '' : JSON.stringify(value));

/** Admins: who changed what, when, with the values before and after. */
export function AuditPage() {
  usePageTitle('Audit log');
  const { api } = useStaff();
  const [state] = useLoad<{ entries: Entry[] }>(api, '/audit?limit=200');
  return (
    <>
      <h1>Audit log</h1>
      <Status state={state}>
        {({ entries }) => (
          <table className="staff-table staff-table--wrap">
            <caption className="visually-hidden">The latest 200 changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td>{e.at.slice(0, 19).replace('T', ' ')}</td>
                  <td>{e.actor}</td>
                  <td>
                    {e.action} {e.target}
                  </td>
                  <td>
                    <code>{show(e.before)}</code>
                  </td>
                  <td>
                    <code>{show(e.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Status>
    </>
  );
}

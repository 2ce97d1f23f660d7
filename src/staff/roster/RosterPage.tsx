import { useCallback, useState, type FormEvent } from 'react';
import type { ProofPhoto } from '../../domain/proof';
import type { RosterGroup } from '../../domain/staff/orders';
import { useClock } from '../../ui/clock';
import { Button, TextField } from '../../ui/form';
import { useStaff } from '../context';
import { PerformedPanel } from '../PerformedPanel';
import { ProofList } from '../ProofList';
import { Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

/** The priests' roster of a puja date: one printed sheet per puja (print stylesheet), CSV. */
export function RosterPage() {
  usePageTitle('Roster');
  const { api } = useStaff();
  const clock = useClock();
  // The UTC date today, as the roster's dates are written.
  const [input, setInput] = useState(() => clock().toISOString().slice(0, 10));
  const [date, setDate] = useState<string | null>(null);
  const [state, reload] = useLoad<{
    groups: RosterGroup[];
    proof: { photos: (ProofPhoto & { caption: string })[]; videoUrls: string[] };
  }>(api, date ? `/roster?date=${date}` : null);
  const refresh = useCallback(() => reload(), [reload]);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setDate(input);
  };
  return (
    <>
      <h1>Roster</h1>
      <form className="staff-filters no-print" onSubmit={show}>
        <TextField
          id="roster-date"
          label="Puja date"
          hint="YYYY-MM-DD"
          width="medium"
          value={input}
          onChange={setInput}
        />
        <Button type="submit">Show the roster</Button>
      </form>
      {date && (
        <Status state={state}>
          {({ groups, proof }) =>
            groups.length === 0 ? (
              <p>No paid orders for {date}.</p>
            ) : (
              <>
                <div className="button-row no-print">
                  <Button type="button" onClick={() => window.print()}>
                    Print (one sheet per puja)
                  </Button>
                  <a
                    className="button button--secondary"
                    href={api.href(`/roster.csv?date=${date}`)}
                    download
                  >
                    Download CSV
                  </a>
                </div>
                <div className="no-print">
                  <PerformedPanel
                    api={api}
                    label={`Mark everyone of ${date} performed`}
                    scope={{ kind: 'date', date }}
                    onDone={refresh}
                  />
                  <ProofList
                    api={api}
                    photos={proof.photos}
                    videoUrls={proof.videoUrls}
                    onDone={refresh}
                  />
                </div>
                {groups.map((group) => (
                  <section
                    key={group.pujaId}
                    className="roster-sheet"
                    aria-labelledby={`roster-${group.pujaId}`}
                  >
                    <h2 id={`roster-${group.pujaId}`}>
                      {group.puja}, {date}
                    </h2>
                    <table className="staff-table">
                      <thead>
                        <tr>
                          <th scope="col">Name</th>
                          <th scope="col">Birth star</th>
                          <th scope="col">Birth details</th>
                          <th scope="col">Departed: passing</th>
                          <th scope="col">Prayer request</th>
                          <th scope="col">Performed</th>
                        </tr>
                      </thead>
                      <tbody>
                        {group.people.map((p) => (
                          <tr key={`${p.orderNumber}-${p.position}`}>
                            <td>
                              {p.name}
                              {p.departed && <strong className="staff-tag"> (departed)</strong>}
                            </td>
                            <td>{p.birthStar}</td>
                            <td>
                              {[p.birthDate, p.birthTime, p.birthPlace].filter(Boolean).join(', ')}
                            </td>
                            <td>{p.passing}</td>
                            <td>{p.prayerRequest}</td>
                            <td>{p.performedAt ? 'yes' : ''}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </section>
                ))}
              </>
            )
          }
        </Status>
      )}
    </>
  );
}

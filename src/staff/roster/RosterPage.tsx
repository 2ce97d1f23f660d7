import { useCallback } from 'react';
import type { ProofPhoto } from '../../../domain/proof';
import type { RosterGroup } from '../../../domain/staff/orders';
import { DataTable, type Column } from '../../ui/DataTable';
import { Button } from '../../ui/form';
import { useStaff } from '../context';
import { DateFilter, useDateFilter } from '../DateFilter';
import { PerformedPanel } from '../PerformedPanel';
import { ProofList } from '../ProofList';
import { Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

type RosterPerson = RosterGroup['people'][number];

const COLUMNS: readonly Column<RosterPerson>[] = [
  {
    header: 'Name',
    cell: (p) => (
      <>
        {p.name}
        {p.departed && <strong className="staff-tag"> (departed)</strong>}
      </>
    ),
  },
  { header: 'Birth star', cell: (p) => p.birthStar },
  {
    header: 'Birth details',
    cell: (p) => [p.birthDate, p.birthTime, p.birthPlace].filter(Boolean).join(', '),
  },
  { header: 'Departed: passing', cell: (p) => p.passing },
  { header: 'Prayer request', cell: (p) => p.prayerRequest },
  { header: 'Performed', cell: (p) => (p.performedAt ? 'yes' : '') },
];

/** The priests' roster of a puja date: one printed sheet per puja (print stylesheet), CSV. */
export function RosterPage() {
  usePageTitle('Roster');
  const { api } = useStaff();
  const filter = useDateFilter();
  const { date } = filter;
  const [state, reload] = useLoad<{
    groups: RosterGroup[];
    proof: { photos: (ProofPhoto & { caption: string })[]; videoUrls: string[] };
  }>(api, date ? `/roster?date=${date}` : null);
  const refresh = useCallback(() => reload(), [reload]);
  return (
    <>
      <h1>Roster</h1>
      <DateFilter id="roster" filter={filter} submitLabel="Show the roster" />
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
                    <DataTable
                      className="staff-table"
                      rows={group.people}
                      rowKey={(p) => `${p.orderNumber}-${p.position}`}
                      columns={COLUMNS}
                    />
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

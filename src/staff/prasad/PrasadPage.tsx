import { useState } from 'react';
import { LABEL_SHEETS_GEOMETRY } from '../../../domain/prasad/label-sheets';
import { LABEL_SHEETS, type PackingOrder } from '../../../domain/prasad/requests';
import { Button, TextField } from '../../ui/form';
import { useStaff } from '../context';
import { DateFilter, useDateFilter } from '../DateFilter';
import { Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import { PackingList } from './PackingList';
import { TrackingImportPanel } from './TrackingImportPanel';

/** The office's post: a puja date's packing list and label sheets, and the tracking file import. */
export function PrasadPage() {
  usePageTitle('Prasad post');
  const { api } = useStaff();
  const filter = useDateFilter();
  const { today, date } = filter;
  const [used, setUsed] = useState('0');
  const skip = /^\d{1,2}$/.test(used.trim()) ? Number(used.trim()) : 0;
  const [state, reload] = useLoad<{ orders: PackingOrder[] }>(
    api,
    date ? `/prasad/packing-list?date=${date}` : null,
  );
  return (
    <>
      <h1>Prasad post</h1>
      <DateFilter id="prasad" filter={filter} submitLabel="Show the day’s post" />
      {date && (
        <Status state={state}>
          {({ orders }) =>
            orders.length === 0 ? (
              <p>No paid orders with prasad to post for {date}.</p>
            ) : (
              <>
                <div className="no-print">
                  <TextField
                    id="labels-used"
                    label="Labels already used on the first sheet"
                    hint="On a partly used sheet, printing starts after them (Letter 0 to 29, A4 0 to 20)"
                    width="narrow"
                    inputMode="numeric"
                    value={used}
                    onChange={setUsed}
                  />
                </div>
                <div className="button-row no-print">
                  <Button type="button" onClick={() => window.print()}>
                    Print the packing list
                  </Button>
                  {LABEL_SHEETS.map((sheet) => (
                    <a
                      key={sheet}
                      className="button button--secondary"
                      href={api.href(`/prasad/labels.pdf?date=${date}&sheet=${sheet}&skip=${skip}`)}
                      download
                    >
                      Labels: {LABEL_SHEETS_GEOMETRY[sheet].name} (PDF)
                    </a>
                  ))}
                </div>
                <p className="no-print">
                  Print the labels at actual size (100 %, no fitting to the page).
                </p>
                {orders.some((o) => o.unprintable.length > 0) && (
                  <p className="staff-tag no-print" role="alert">
                    The label sheets are refused while an address below has letters that no label
                    font has (it names them).
                  </p>
                )}
                <PackingList date={date} orders={orders} />
              </>
            )
          }
        </Status>
      )}
      <TrackingImportPanel api={api} today={today} onDone={reload} />
    </>
  );
}

import { useState } from 'react';
import type { CatalogPuja } from '../../../domain/staff/catalog';
import { useStaff } from '../context';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import { PujaEditor } from './PujaEditor';
import { ReadingTypeEditor, type ReadingTypeRow } from './ReadingTypeEditor';

export function CatalogPage() {
  usePageTitle('Pujas and schedules');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ pujas: CatalogPuja[]; readingTypes: ReadingTypeRow[] }>(
    api,
    '/catalog',
  );
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (message: string) => {
    setNotice(message);
    reload();
  };
  return (
    <>
      <h1>Pujas and schedules</h1>
      <Notice message={notice} />
      <Status state={state}>
        {({ pujas, readingTypes }) => (
          <>
            {pujas.map((puja) => (
              <PujaEditor
                key={`${puja.id}-${puja.costCents}-${puja.scheduleRule}-${puja.nextDates.length}`}
                api={api}
                puja={puja}
                onSaved={saved}
              />
            ))}
            <h2>Astrology reading types</h2>
            {readingTypes.map((type) => (
              <ReadingTypeEditor
                key={`${type.id}-${type.priceCents}`}
                api={api}
                type={type}
                onSaved={saved}
              />
            ))}
          </>
        )}
      </Status>
    </>
  );
}

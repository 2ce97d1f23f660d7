import type { ApiResult } from '../../domain/staff/api-result';
import type { PrasadPlaces } from '../../domain/prasad/places';
import { useStaff } from './context';
import { SavedForm, type SavedFormSpec } from './form';
import { Status } from './Status';
import { useLoad } from './use-load';

const PLACES_FORM: SavedFormSpec<{ countries: string }> = {
  id: 'prasad-places',
  fields: [
    {
      key: 'countries',
      label: 'Countries prasad is posted to',
      hint: 'Two-letter country codes separated by commas, for example US, CA. The order wizard names them before it asks for the address, and refuses a prasad address elsewhere (the devotee may decline prasad instead).',
    },
  ],
  submitLabel: 'Save where prasad is posted',
  savedNotice: 'Saved: new orders are checked against this list now.',
};

/** Where prasad can be posted: the countries, edited as one line of codes. */
export function PrasadPlacesSection() {
  const { api } = useStaff();
  const [state] = useLoad<PrasadPlaces>(api, '/prasad/places');
  return (
    <section aria-labelledby="prasad-places-heading">
      <h2 id="prasad-places-heading">Where prasad is posted</h2>
      <Status state={state}>{(places) => <PrasadPlacesForm places={places} />}</Status>
    </section>
  );
}

function PrasadPlacesForm({ places }: { places: PrasadPlaces }) {
  const { api } = useStaff();
  async function save(values: { countries: string }): Promise<ApiResult<PrasadPlaces>> {
    const countries = values.countries
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    const result = await api.call<PrasadPlaces>('PUT', '/prasad/places', { countries });
    if (result.ok) return result;
    // A bad code is refused as `countries.<n>`: the one field shows it.
    const fields = result.error.fields?.map((field) => ({ ...field, path: 'countries' }));
    return { ...result, error: { ...result.error, ...(fields ? { fields } : {}) } };
  }
  return (
    <SavedForm
      spec={PLACES_FORM}
      initial={{ countries: places.countries.join(', ') }}
      save={save}
      sample={false}
    />
  );
}

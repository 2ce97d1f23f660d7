import type { TempleDetails } from '../../domain/temple-details';
import { useStaff } from './context';
import { SavedForm, type SavedFormSpec } from './form';
import { Status } from './Status';
import { PrasadPlacesSection } from './PrasadPlacesForm';
import { ReceiptWordingSection } from './ReceiptWordingForm';
import { TaxStatementSection } from './TaxStatementForm';
import { useLoad } from './use-load';
import { usePageTitle } from './usePageTitle';

/** The details as the form edits them: the postal address as lines of one text. */
type TempleForm = Omit<TempleDetails, 'isSample' | 'postalAddress'> & { postalAddress: string };

const TEMPLE_FORM: SavedFormSpec<TempleForm> = {
  id: 'temple',
  fields: [
    { key: 'centreName', label: 'Centre name' },
    {
      key: 'postalAddress',
      label: 'Postal address',
      hint: 'One line per line of the address',
      kind: 'area',
      rows: 4,
    },
    { key: 'phone', label: 'Phone', type: 'tel' },
    { key: 'email', label: 'Email', type: 'email' },
    { key: 'mailInInstructions', label: 'Mail-in instructions', kind: 'area', rows: 4 },
    { key: 'copyrightHolder', label: 'Copyright holder' },
  ],
  submitLabel: 'Save the temple details',
  savedNotice: 'Saved: the site shows the new details now.',
};

export function TemplePage() {
  usePageTitle('Temple details');
  const { api } = useStaff();
  const [state] = useLoad<TempleDetails>(api, '/temple-details');
  return (
    <>
      <h1>Temple details</h1>
      <p>
        Shown in the site's footer, on confirmation pages and emails, on the printable order form,
        and on receipts; below them, where prasad is posted.
      </p>
      <Status state={state}>{(details) => <TempleForm details={details} />}</Status>
      <TaxStatementSection />
      <ReceiptWordingSection />
      <PrasadPlacesSection />
    </>
  );
}

function TempleForm({ details }: { details: TempleDetails }) {
  const { api } = useStaff();
  const { isSample, postalAddress, ...rest } = details;
  const save = (values: TempleForm) =>
    api.call<TempleDetails>('PUT', '/temple-details', {
      ...values,
      postalAddress: values.postalAddress
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    });
  return (
    <SavedForm
      spec={TEMPLE_FORM}
      initial={{ ...rest, postalAddress: postalAddress.join('\n') }}
      save={save}
      sample={isSample && "These are sample values: replace them with the temple's own."}
    />
  );
}

import { useState, type FormEvent } from 'react';
import type { TempleDetails } from '../domain/temple-details';
import { Button, ErrorSummary, TextArea, TextField } from '../ui/form';
import { useStaff } from './context';
import { Notice, Status } from './Status';
import { useLoad } from './use-load';
import { usePageTitle } from './usePageTitle';

type Form = {
  centreName: string;
  postalAddress: string;
  phone: string;
  email: string;
  mailInInstructions: string;
  copyrightHolder: string;
};

export function TemplePage() {
  usePageTitle('Temple details');
  const { api } = useStaff();
  const [state] = useLoad<TempleDetails>(api, '/temple-details');
  return (
    <>
      <h1>Temple details</h1>
      <p>
        Shown in the site's footer, on confirmation pages and emails, and on the printable order
        form.
      </p>
      <Status state={state}>{(details) => <TempleForm details={details} />}</Status>
    </>
  );
}

function TempleForm({ details }: { details: TempleDetails }) {
  const { api } = useStaff();
  const [form, setForm] = useState<Form | null>({
    ...details,
    postalAddress: details.postalAddress.join('\n'),
  });
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => f && { ...f, [key]: value });
  const errorFor = (path: string) =>
    errors.find((e) => e.path === path || e.path.startsWith(`${path}.`))?.message;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const result = await api.call<TempleDetails>('PUT', '/temple-details', {
      ...form,
      postalAddress: form.postalAddress
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    });
    setErrors(result.ok ? [] : (result.error.fields ?? []));
    setNotice(result.ok ? 'Saved: the site shows the new details now.' : null);
  }

  return (
    <>
      <Notice message={notice} />
      {form && (
        <form onSubmit={(e) => void save(e)} noValidate>
          {details.isSample && (
            <p className="staff-tag">
              These are sample values: replace them with the temple's own.
            </p>
          )}
          {errors.length > 0 && (
            <ErrorSummary
              errors={errors.map((e) => ({
                path: `temple-${e.path.split('.')[0]}`,
                message: e.message,
              }))}
            />
          )}
          <TextField
            id="temple-centreName"
            label="Centre name"
            value={form.centreName}
            onChange={set('centreName')}
            error={errorFor('centreName')}
          />
          <TextArea
            id="temple-postalAddress"
            label="Postal address"
            hint="One line per line of the address"
            value={form.postalAddress}
            onChange={set('postalAddress')}
            error={errorFor('postalAddress')}
            rows={4}
          />
          <TextField
            id="temple-phone"
            label="Phone"
            type="tel"
            value={form.phone}
            onChange={set('phone')}
            error={errorFor('phone')}
          />
          <TextField
            id="temple-email"
            label="Email"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errorFor('email')}
          />
          <TextArea
            id="temple-mailInInstructions"
            label="Mail-in instructions"
            value={form.mailInInstructions}
            onChange={set('mailInInstructions')}
            error={errorFor('mailInInstructions')}
            rows={4}
          />
          <TextField
            id="temple-copyrightHolder"
            label="Copyright holder"
            value={form.copyrightHolder}
            onChange={set('copyrightHolder')}
            error={errorFor('copyrightHolder')}
          />
          <Button type="submit">Save the temple details</Button>
        </form>
      )}
    </>
  );
}

/** A meeting link for one reading (the devotee's reminders carry it). */
import { useState, type FormEvent } from 'react';
import { ASTROLOGER_PATHS } from '../../../domain/astro/astrologer-pages';
import type { StaffApi } from '../../../domain/staff/api-result';
import { Button, TextField } from '../../ui/form';
import { Notice } from '../Status';

export function MeetingLinkForm(props: { api: StaffApi; code: string; current: string }) {
  const { api, code } = props;
  const [link, setLink] = useState(props.current);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await api.call<{ meetingUrl: string }>(
      'POST',
      ASTROLOGER_PATHS.meetingLink(code),
      {
        meetingUrl: link,
      },
    );
    setError(result.ok ? undefined : (result.error.fields?.[0]?.message ?? result.error.message));
    setNotice(result.ok ? 'Saved: the reminders will carry this link.' : null);
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="astrologer-range">
      <TextField
        id={`meeting-${code}`}
        label="Meeting link for this reading"
        value={link}
        error={error}
        onChange={setLink}
      />
      <Button type="submit" variant="secondary">
        Save the link
      </Button>
      <Notice message={notice} />
    </form>
  );
}

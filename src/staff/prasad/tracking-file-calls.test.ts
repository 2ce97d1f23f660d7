import { describe, expect, it } from 'vitest';
import type { ApiResult, StaffApi } from '../../../domain/staff/api-result';
import { sendTrackingFile } from './tracking-file-calls';

/** A console API that answers every call with `answer`. */
const answering = (answer: ApiResult<unknown>): StaffApi => ({
  call: <T>() => Promise.resolve(answer as ApiResult<T>),
  href: (path) => path,
});

/** The server's 400 naming one field. */
const refusing = (path: string, message: string) =>
  answering({
    ok: false,
    status: 400,
    error: {
      code: 'VALIDATION',
      message: 'One field needs attention',
      fields: [{ path, message }],
    },
  });

const CSV = 'order number,carrier,tracking number\r\nP261125ABCDEFGH,FedEx,123456789012';

describe('sendTrackingFile', () => {
  it('turns a refusal naming rows into the bad rows', async () => {
    const api = refusing('csv.2', 'Unknown order P261125ABCDEFGH');
    await expect(sendTrackingFile(api, CSV, '2026-11-25', false)).resolves.toEqual({
      csv: CSV,
      rows: [],
      problems: [{ line: 2, reason: 'Unknown order P261125ABCDEFGH' }],
      emails: 0,
    });
  });

  it('fails with the field’s own message when the request itself is refused', async () => {
    const api = refusing('postedOn', 'The day posted is not in the future');
    await expect(sendTrackingFile(api, CSV, '2026-12-21', false)).rejects.toThrow(
      /^The day posted is not in the future$/,
    );
  });

  it('fails with the answer’s message when no field is named', async () => {
    const api = answering({
      ok: false,
      status: 503,
      error: { code: 'UNAVAILABLE', message: 'Try again shortly' },
    });
    await expect(sendTrackingFile(api, CSV, '2026-11-25', true)).rejects.toThrow(
      /^Try again shortly$/,
    );
  });
});

/** The import panel's calls: POST /prasad/import, its refusal turned into the bad rows. */
import type { ImportAnswer } from '../../../domain/prasad/requests';
import type { CsvProblem } from '../../../domain/prasad/tracking-csv';
import type { StaffApi } from '../../../domain/staff/api-result';
import type { TrackingFileAnswer } from '../../../machines/staff';

const ROW_FIELD = /^csv\.(\d+)$/;

/** Checks (confirm false) or imports the file; a refusal naming rows is an answer, not a failure. */
export async function sendTrackingFile(
  api: StaffApi,
  csv: string,
  postedOn: string,
  confirm: boolean,
): Promise<TrackingFileAnswer> {
  const result = await api.call<ImportAnswer>('POST', '/prasad/import', { csv, postedOn, confirm });
  if (result.ok) return { csv, rows: result.data.rows, problems: [], emails: result.data.emails };
  const fields = result.error.fields ?? [];
  const problems: CsvProblem[] = fields.flatMap((field) => {
    const match = ROW_FIELD.exec(field.path);
    return match ? [{ line: Number(match[1]), reason: field.message }] : [];
  });
  if (result.status !== 400 || problems.length === 0) {
    // A refusal of the request itself (e.g. a posting day ahead) says what is wrong.
    const named = fields.map((field) => field.message).join('; ');
    throw new Error(named || result.error.message);
  }
  return { csv, rows: [], problems, emails: 0 };
}

/** The staff console's HTTP client: same origin, the session cookie, JSON in and out (photographs as bytes). */
import { API_BASE } from '../../domain/constants';
import type { ApiResult, StaffApi } from '../../domain/staff/api-result';
import { STAFF_API } from '../../domain/staff/roles';

const url = (path: string) => (path.startsWith(API_BASE) ? path : `${STAFF_API}${path}`);

export const staffApi: StaffApi = {
  async call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    let response: Response;
    // A Blob (a photograph) goes as it is; the server reads the bytes, not the type.
    const raw = body instanceof Blob;
    try {
      response = await fetch(url(path), {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(body !== undefined && {
            'Content-Type': raw ? body.type || 'application/octet-stream' : 'application/json',
          }),
        },
        ...(body !== undefined && { body: raw ? body : JSON.stringify(body) }),
      });
    } catch {
      return {
        ok: false,
        status: 0,
        error: { code: 'OFFLINE', message: 'The server could not be reached' },
      };
    }
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    const error = (data as { error?: { code: string; message: string } } | null)?.error;
    return {
      ok: false,
      status: response.status,
      error: error ?? { code: 'HTTP', message: `The server answered ${response.status}` },
    };
  },
  href: url,
};

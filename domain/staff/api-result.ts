/** What the console's HTTP client answers (src/api/staff.ts implements it). */
import type { ApiErrorBody } from '../api-error';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody['error'] };

export interface StaffApi {
  /**
   * A JSON call to STAFF_API + path (or an absolute API path starting with /puja-web-v2);
   * a Blob body (a photograph) is sent as its bytes.
   */
  call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<ApiResult<T>>;
  /** The URL of a download under STAFF_API (CSV exports). */
  href(path: string): string;
}

/**
 * The console's API as the view-level model tests fake it: the boundary the
 * panels' actors call. Loads (GET) answer at once from a table; every other
 * call waits until the test answers it with the path's outcome, turned into
 * what the real client answers (`ApiResult`: it never rejects, a failure is
 * `ok: false` with the server's message and fields).
 */
import { act, waitFor } from '@testing-library/react';
import type { Outcome } from '../../../machines/test-support/model-harness';
import type { FieldError } from '../../../domain/api-error';
import type { ApiResult, StaffApi } from '../../../domain/staff/api-result';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the real client answers for a model outcome (`data` wraps a success's output). */
export function apiAnswer(
  outcome: Outcome,
  data: (output: unknown) => unknown,
): ApiResult<unknown> {
  if (!('error' in outcome)) return { ok: true, status: 200, data: data(outcome.output) };
  const error = outcome.error as Error & { fields?: FieldError[] };
  const fields = error.fields ?? [];
  return {
    ok: false,
    status: 400,
    error: { code: 'REFUSED', message: error.message, ...(fields.length > 0 && { fields }) },
  };
}

export function deferredApi(loads: Record<string, unknown> = {}) {
  const pending: ((result: ApiResult<unknown>) => void)[] = [];
  const calls: ApiCall[] = [];
  const api: StaffApi = {
    call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
      if (method === 'GET' && path in loads) {
        return Promise.resolve({ ok: true, status: 200, data: loads[path] as T });
      }
      calls.push({ method, path, body });
      return new Promise((resolve) => pending.push(resolve as (r: ApiResult<unknown>) => void));
    },
    href: (path) => path,
  };

  /** Answers the call in flight (waiting until the page has made it). */
  async function answer(result: ApiResult<unknown>): Promise<void> {
    await waitFor(() => {
      if (pending.length === 0) throw new Error('The page made no call to answer');
    });
    const resolve = pending.shift()!;
    // The actor's answer and the page's update it causes, inside act.
    await act(async () => resolve(result));
  }

  return { api, answer, calls };
}

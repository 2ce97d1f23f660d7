import type { StaffApi } from '../../domain/staff/api-result';

/** A console call for a machine's actor: a refusal fails the actor with the server's message. */
export async function callOrFail<T>(
  api: StaffApi,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<T> {
  const result = await api.call<T>(method, path, body);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/**
 * The signed-in devotee's family, as the order wizard reads it for a
 * reminder's link. Only the paths' and types' modules: the wizard's first
 * load carries no zod for it.
 */
import { ACCOUNT_API, ACCOUNT_PRESENCE_COOKIE } from '../../domain/account/paths';
import type { FamilyAnswer, FamilyPerson } from '../../domain/account/family';
import { getJson, type HttpOptions } from './http';

/** Whether the presence cookie says an account is signed in on this browser. */
export function accountPresent(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${ACCOUNT_PRESENCE_COOKIE}=1`);
}

/** The person of the family with that id; null when signed out, unknown or unreachable. */
export async function loadFamilyPerson(
  id: string,
  options: HttpOptions = {},
): Promise<FamilyPerson | null> {
  try {
    const response = await getJson(ACCOUNT_API.family, options);
    if (!response.ok) return null;
    const answer = (await response.json()) as Partial<FamilyAnswer>;
    return Array.isArray(answer.people)
      ? (answer.people.find((person) => person.id === id) ?? null)
      : null;
  } catch {
    return null;
  }
}

/** Remembers, for this browser tab only, which disclaimer version the visitor accepted. */
const KEY = 'astro-disclaimer-accepted';

export function rememberAcceptedDisclaimer(version: string): void {
  try {
    sessionStorage.setItem(KEY, version);
  } catch {
    // Storage blocked: the schedule page will simply ask again.
  }
}

export function acceptedDisclaimer(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The browser's storage of that name, or none where there is none or it is blocked (it throws). */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof globalThis[name] === 'undefined' ? undefined : globalThis[name];
  } catch {
    return undefined;
  }
}

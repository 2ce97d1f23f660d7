/**
 * The draft survives a reload: the machine's persisted snapshot in
 * localStorage. Card data never enters the machine, so it is never stored;
 * the snapshot is not written while a card is being tokenised.
 */
const PREFIX = 'puja-wizard:v1:';

export function loadDraft(key: string, storage: Storage | undefined = globalStorage()): unknown {
  try {
    const text = storage?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, snapshot: unknown, storage = globalStorage()): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(snapshot));
  } catch {
    // Private mode or a full quota: the wizard still works, only without a saved draft.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

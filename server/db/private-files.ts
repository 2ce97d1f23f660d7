/**
 * Files that hold personal data (the database, its backups, the mail outbox)
 * are the server's user's alone: folders 0700, files 0600, whatever the
 * process's umask (docs/operations.md also sets UMask=0077 on the units).
 * Folders this creates are 0700; an existing folder the operator chose (the
 * database's) keeps its mode, while the files inside are tightened.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes `dir` (and any missing parents) owner-only where this creates them. */
export function ensurePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** A folder only the server writes (the outbox, the backups): created or tightened to 0700. */
export function ownPrivateFolder(dir: string): void {
  ensurePrivateFolder(dir);
  chmodSync(dir, PRIVATE_FOLDER_MODE);
}

/** Creates `file` empty and owner-only when it is missing; tightens it when it exists. */
export function privateFile(file: string): void {
  if (existsSync(file)) {
    chmodSync(file, PRIVATE_FILE_MODE);
    return;
  }
  // 'a' creates without truncating should another process create it first.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Tightens the files that exist among `files` (SQLite's -wal and -shm beside the database). */
export function tightenExisting(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}

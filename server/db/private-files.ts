/**
 * Files that hold personal data (the database, its backups, the mail outbox)
 * are the server's user's alone: folders 0700, files 0600, whatever the
 * process's umask (docs/operations.md also sets UMask=0077 on the units).
 * Folders this creates are 0700; an existing folder the operator chose (the
 * database's) keeps its mode, while the files inside are tightened.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

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

/**
 * Tightens an existing file that others may read. A file of another user cannot be
 * tightened by this one: that is said, not fatal (the file's owner runs the server).
 */
function tighten(file: string): void {
  if ((statSync(file).mode & 0o077) === 0) return;
  try {
    chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EPERM') throw error;
    process.emitWarning(`${file} is readable by other users and is not this user's to tighten`);
  }
}

/** Creates `file` empty and owner-only when it is missing; tightens it when it exists. */
export function privateFile(file: string): void {
  if (existsSync(file)) {
    tighten(file);
    return;
  }
  // 'a' creates without truncating should another process create it first.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Tightens the files that exist among `files` (SQLite's -wal and -shm beside the database). */
export function tightenExisting(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) tighten(file);
}

/** What a test file starts once: started before its first test, closed after its last. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * The started thing itself, filled in by `beforeAll` (so the file's tests and
 * later hooks use it as if it had been started at the top of the file).
 */
export function startedForTheFile<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  afterAll(async () => {
    await started.close?.();
  });
  return started;
}

/** A server log kept line by line, for tests that search what was logged. */
export function capturedLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** Asserts that every logged line is one JSON record and that none holds any of `secrets`. */
export function expectJsonLogWithout(lines: readonly string[], secrets: readonly string[]): void {
  const all = lines.join('\n');
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of secrets) expect(all, secret).not.toContain(secret);
}

/**
 * The shell's behaviours (src/app/shell) installed on the test document
 * before each test and removed after it, with the remembered language
 * forgotten. Returns a getter of the current installation's uninstall.
 */
import { afterEach, beforeEach } from 'vitest';
import { installShellBehaviours } from '../../src/app/shell';
import { LANGUAGE_CHOICE_COOKIE } from '../../domain/languages';

export function shellBehavioursInEachTest(): () => () => void {
  let uninstall = () => {};
  beforeEach(() => {
    uninstall = installShellBehaviours();
  });
  afterEach(() => {
    uninstall();
    document.cookie = `${LANGUAGE_CHOICE_COOKIE}=; Path=/; Max-Age=0`;
  });
  return () => uninstall;
}

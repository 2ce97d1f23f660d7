/** The header's account mark follows the presence cookie, read in the browser only. */
import { afterEach, describe, expect, it } from 'vitest';
import { accountPresentIn, markAccountPresence } from './account-presence';
import { installShellBehaviours } from '.';

const setCookie = (value: string) => {
  document.cookie = value;
};

afterEach(() => {
  setCookie('account_present=; max-age=0');
  document.documentElement.removeAttribute('data-account-present');
});

describe('the account presence mark', () => {
  it('reads only the presence cookie set to 1', () => {
    expect(accountPresentIn('puja-language=ml; account_present=1')).toBe(true);
    expect(accountPresentIn('account_present=0')).toBe(false);
    expect(accountPresentIn('x_account_present=1')).toBe(false);
    expect(accountPresentIn('')).toBe(false);
  });

  it('marks the document at install and again when the tab is shown', () => {
    setCookie('account_present=1');
    const uninstall = installShellBehaviours(document);
    expect(document.documentElement).toHaveAttribute('data-account-present');
    setCookie('account_present=; max-age=0');
    window.dispatchEvent(new Event('pageshow'));
    expect(document.documentElement).not.toHaveAttribute('data-account-present');
    uninstall();
  });

  it('marks and unmarks on demand', () => {
    setCookie('account_present=1');
    markAccountPresence(document);
    expect(document.documentElement).toHaveAttribute('data-account-present');
    setCookie('account_present=; max-age=0');
    markAccountPresence(document);
    expect(document.documentElement).not.toHaveAttribute('data-account-present');
  });
});

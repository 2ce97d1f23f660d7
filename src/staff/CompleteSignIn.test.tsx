/**
 * Opening a sign-in link spends nothing: mail scanners and link previews load
 * the page too. The secret leaves the address bar at once, and only the
 * member's press of "Sign in" posts it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiResult, StaffApi } from '../../domain/staff/api-result';
import { STAFF_SIGN_IN_PATH } from '../../domain/staff/roles';
import { CompleteSignIn } from './CompleteSignIn';

const SECRET = 'Zq3xW9aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wXyZ';

function fakeApi(answer: ApiResult<unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const api: StaffApi = {
    async call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
      calls.push({ method, path, body });
      return answer as ApiResult<T>;
    },
    href: (path) => path,
  };
  return { api, calls };
}

function openLink(hash: string, api: StaffApi) {
  window.history.replaceState(null, '', `${STAFF_SIGN_IN_PATH}${hash}`);
  let signedIn = 0;
  render(
    <MemoryRouter initialEntries={[STAFF_SIGN_IN_PATH]}>
      <CompleteSignIn api={api} onSignedIn={() => (signedIn += 1)} />
    </MemoryRouter>,
  );
  return { signedIn: () => signedIn };
}

describe('the sign-in link page', () => {
  it('posts the secret only when "Sign in" is pressed, and takes it out of the address bar', async () => {
    const { api, calls } = fakeApi({ ok: true, status: 200, data: { me: {} } });
    const page = openLink(`#${SECRET}`, api);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(STAFF_SIGN_IN_PATH);
    expect(calls).toEqual([]);

    await userEvent.click(button);
    expect(calls).toEqual([
      { method: 'POST', path: '/sign-in/complete', body: { secret: SECRET } },
    ]);
    expect(page.signedIn()).toBe(1);
  });

  it('shows the server’s refusal with a way to ask for a new link', async () => {
    const { api } = fakeApi({
      ok: false,
      status: 400,
      error: {
        code: 'LINK_INVALID',
        message: 'This sign-in link was used, has expired or is unknown',
      },
    });
    openLink(`#${SECRET}`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link was used, has expired or is unknown. Ask for a new link.',
    );
  });

  it('offers no button for a link without its secret', async () => {
    const { api, calls } = fakeApi({ ok: true, status: 200, data: {} });
    openLink('', api);
    expect(await screen.findByRole('alert')).toHaveTextContent(/no sign-in secret/i);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

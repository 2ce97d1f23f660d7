/**
 * "My order" against a stubbed API: the page loads its view only; "Order
 * again" asks for the people's details with the same token when pressed and
 * hands them to the wizard; "Sign out other links" posts through the token;
 * an unknown, expired or revoked link says the link has expired.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MY_ORDER_API,
  myOrderAgainPath,
  myOrderSignOutOthersPath,
  ORDER_AGAIN_STATE,
  ORDER_AGAIN_WIZARD,
  type MyOrderView,
  type OrderAgain,
} from '../../../domain/my-order';
import { ORDER_AGAIN_PERSON } from '../../../domain/test-support/fixtures';
import { BrowserRouter, useLocation } from '../../app/router';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import MyOrderPage from './MyOrderPage';

const TOKEN = 'T'.repeat(43);
const VIEW: MyOrderView = {
  orderNumber: 'P261125ABCD2345',
  kind: 'puja',
  people: [
    {
      position: 0,
      name: 'Asha Menon',
      departed: false,
      puja: 'Ganapati Homa',
      date: '2026-12-21',
      costCents: 2500,
      refunded: false,
    },
  ],
  paidCents: 2500,
  refundedCents: 0,
  timeline: [{ type: 'received', at: '2026-11-25T10:00:00Z' }],
};
const AGAIN: OrderAgain = {
  kind: 'puja',
  people: [
    { ...ORDER_AGAIN_PERSON, firstName: 'Asha', lastName: 'Menon', birthDate: '07/04/1985' },
  ],
  billing: { email: 'asha@example.com' },
};

type Answer = { status: number; body?: unknown };
const json = ({ status, body }: Answer) =>
  Promise.resolve(new Response(JSON.stringify(body ?? {}), { status }));

let i18n: I18n;
let calls: { method: string; url: string }[];
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});
beforeEach(() => {
  calls = [];
  window.history.replaceState(null, '', `/my-order/${TOKEN}`);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch with one answer per address (a missing one: 503), each call recorded. */
function stubApi(answers: Record<string, Answer | (() => Promise<Response>)>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      const answer = answers[url];
      if (typeof answer === 'function') return answer();
      return json(answer ?? { status: 503 });
    }),
  );
}

const viewUrl = `${MY_ORDER_API.view}/${TOKEN}`;
/** The site's routing, as far as these tests go: the page on its address, the wizard elsewhere. */
function Routes() {
  const { pathname } = useLocation();
  return pathname.startsWith('/my-order/') ? <MyOrderPage /> : <p>A wizard</p>;
}

/** The page, rendered once its words (the flows' catalog, for the erasure panel) have loaded. */
async function renderPage() {
  await act(async () => {
    render(
      <BrowserRouter>
        <Routes />
      </BrowserRouter>,
      { wrapper: i18nWrapper(i18n) },
    );
  });
}
const shown = () =>
  screen.findByRole('heading', { level: 1, name: `Your order ${VIEW.orderNumber}` });
const myOrderCalls = () => calls.filter((call) => call.url.includes('/my-order/'));

describe('Order again', () => {
  it('asks for the people’s details only when pressed, with the page’s token', async () => {
    stubApi({
      [viewUrl]: { status: 200, body: VIEW },
      [myOrderAgainPath(TOKEN)]: { status: 200, body: AGAIN },
    });
    await renderPage();
    await shown();
    expect(myOrderCalls()).toEqual([{ method: 'GET', url: viewUrl }]);

    await userEvent.click(screen.getByRole('button', { name: 'Order again for this person' }));
    await waitFor(() => expect(window.location.pathname).toBe(ORDER_AGAIN_WIZARD.puja));
    expect(myOrderCalls()).toEqual([
      { method: 'GET', url: viewUrl },
      { method: 'GET', url: myOrderAgainPath(TOKEN) },
    ]);
    const seed = (window.history.state as { usr: Record<string, unknown> }).usr[ORDER_AGAIN_STATE];
    // The API's 07/04/1985 arrives in the wizard as the ISO day 4 July 1985.
    expect(seed).toMatchObject({
      people: [{ firstName: 'Asha', birthDate: '1985-07-04' }],
      billing: { email: 'asha@example.com' },
    });
  });

  it('says so when the details cannot be loaded, and stays on the page', async () => {
    stubApi({ [viewUrl]: { status: 200, body: VIEW }, [myOrderAgainPath(TOKEN)]: { status: 500 } });
    await renderPage();
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Order again for this person' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    expect(window.location.pathname).toBe(`/my-order/${TOKEN}`);
  });
});

describe('Sign out other links', () => {
  it('posts through the page’s token and says how many links stopped, from the keyboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      [viewUrl]: { status: 200, body: VIEW },
      [myOrderSignOutOthersPath(TOKEN)]: () => new Promise((resolve) => (answer = resolve)),
    });
    await renderPage();
    await shown();
    const button = screen.getByRole('button', { name: 'Sign out other links' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('status')).textContent).toMatch(/Signing out/);
    expect(myOrderCalls().at(-1)).toEqual({ method: 'POST', url: myOrderSignOutOthersPath(TOKEN) });
    await act(async () => answer(new Response(JSON.stringify({ signedOut: 2 }), { status: 200 })));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: 2 other links no longer open this page.',
    );
  });

  it('says when there were no other links', async () => {
    stubApi({
      [viewUrl]: { status: 200, body: VIEW },
      [myOrderSignOutOthersPath(TOKEN)]: { status: 200, body: { signedOut: 0 } },
    });
    await renderPage();
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other links' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'There were no other links: only this one opens the page.',
    );
  });
});

describe('a link that opens nothing', () => {
  it('says plainly that the link has expired and offers Find my order', async () => {
    stubApi({ [viewUrl]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } } });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'This link has expired' });
    expect(screen.getByRole('link', { name: 'Find my order' }).getAttribute('href')).toBe(
      '/find-my-order',
    );
  });
});

/**
 * The pseudo-locale check (docs/translating.md) over "My order" in each of
 * its states (found, erased, refunded with photos and parcels, not found,
 * failed; the erasure panel's asking, confirming, failed and sent; "Order
 * again" loading, failed and gone; "Sign out other links" sending, done,
 * failed and gone),
 * "Find my order" in each of its machine's states, and the printable order
 * form: no visible text but the catalogs' and the order's own data.
 */
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { StaticRouter } from '../../app/router';
import PrintableOrderFormPage from '../PrintableOrderFormPage';
import MyOrderPage from './MyOrderPage';
import { PSEUDO_LANGUAGE } from '../../../domain/languages';
import { describeLocalInstant } from '../../../domain/date-style';
import { formatUsd } from '../../../domain/money';
import type { MyOrderView } from '../../../domain/my-order';
import { pseudoI18n, untranslatedText } from '../../../tests/test-support/pseudo-locale';
import { i18nWrapper } from '../../../tests/test-support/i18n';
import type { FindAnswer } from '../../../machines/find-my-order';
import { describeDay, describeMoment } from './dates';
import FindMyOrderPage from './FindMyOrderPage';

const TOKEN = 'T'.repeat(43);
const PSEUDO = PSEUDO_LANGUAGE.code;
/** The address's language (the pseudo-language has none): the page's dates and money are in it. */
const ADDRESS_LANGUAGE = 'en';

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
    {
      position: 1,
      name: 'Gopal Menon',
      departed: true,
      puja: 'Tila Homa',
      date: '',
      costCents: 3100,
      refunded: true,
    },
  ],
  paidCents: 5600,
  refundedCents: 3100,
  timeline: [
    { type: 'received', at: '2026-11-25T10:00:00Z' },
    {
      type: 'offered',
      at: '2026-12-21T06:00:00Z',
      date: '2026-12-21',
      place: 'Sree Ayyappa Shrine',
      by: 'Narayanan Namboothiri',
      people: ['Asha Menon'],
      puja: 'Ganapati Homa',
      photos: [{ url: '/photos/1.jpg', alt: 'Lamp lit before the shrine' }],
      videoUrl: 'https://video.example/puja',
    },
    {
      type: 'prasad-posted',
      at: '2026-12-23T06:00:00Z',
      carrier: 'USPS',
      trackingNumber: '9400ABC',
      trackingUrl: 'https://usps.example/9400ABC',
    },
    {
      type: 'prasad-posted',
      at: '2026-12-24T06:00:00Z',
      carrier: 'India Post',
      trackingNumber: 'EE123IN',
    },
    { type: 'refunded', at: '2026-12-24T08:00:00Z', amountCents: 3100, receiptUrl: '/r.pdf' },
  ],
  receiptUrl: '/receipt.pdf',
};
const ERASED: MyOrderView = {
  ...VIEW,
  people: VIEW.people.map((person) => ({ ...person, name: '' })),
  erasedAt: '2027-01-05T10:00:00Z',
};
const ONE_TO_ORDER_AGAIN: MyOrderView = { ...VIEW, people: VIEW.people.slice(0, 1) };

/** The order's own data, and dates and money as Intl writes them (not catalog text). */
function orderData(view: MyOrderView): string[] {
  const data = [
    view.orderNumber,
    ...view.people.flatMap((p) => [p.name, p.puja, formatUsd(p.costCents, ADDRESS_LANGUAGE)]),
    ...view.people.filter((p) => p.date).map((p) => describeDay(p.date, ADDRESS_LANGUAGE)),
    formatUsd(view.paidCents, ADDRESS_LANGUAGE),
    formatUsd(view.refundedCents, ADDRESS_LANGUAGE),
    ...view.timeline.map((event) => describeMoment(event.at, ADDRESS_LANGUAGE)),
    ...view.timeline.flatMap((event) => {
      if (event.type === 'offered')
        return [
          event.place,
          event.by,
          event.puja,
          ...event.people,
          ...event.photos.map((p) => p.alt),
          describeDay(event.date, ADDRESS_LANGUAGE),
        ];
      if (event.type === 'prasad-posted') return [event.carrier, event.trackingNumber];
      if (event.type === 'refunded') return [formatUsd(event.amountCents, ADDRESS_LANGUAGE)];
      return [];
    }),
  ];
  if (view.erasedAt) data.push(describeLocalInstant(view.erasedAt, ADDRESS_LANGUAGE));
  return data.filter(Boolean).sort((a, b) => b.length - a.length);
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await pseudoI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch answering the order's view (or a status), the temple's details and the erasure request. */
function stubApi(answer: { status: number; body?: unknown }, erasure?: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.includes('/erasure-requests') && erasure) return erasure();
      if (url.includes('/my-order/'))
        return Promise.resolve(
          new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }),
        );
      return Promise.resolve(new Response('{}', { status: 503 }));
    }),
  );
}

/** The page alone: the site's shell would switch to the address's language (`en`). */
function renderPage(path: string, page = <MyOrderPage />) {
  return render(<StaticRouter location={path}>{page}</StaticRouter>, {
    wrapper: i18nWrapper(i18n),
  });
}

const main = (container: HTMLElement) => container;
const buttons = (root: Element) => [...root.querySelectorAll('button')];

describe('the pseudo-locale check: My order', () => {
  it.each([
    ['an order with its timeline', VIEW],
    ['an erased order', ERASED],
    ['an order to order again for one person', ONE_TO_ORDER_AGAIN],
  ] as const)('%s shows only catalog text and its data', async (_label, view) => {
    stubApi({ status: 200, body: view });
    const { container } = renderPage(`/my-order/${TOKEN}`);
    await waitFor(() => expect(container.querySelector('.my-order-timeline')).not.toBeNull());
    expect(untranslatedText(main(container), orderData(view))).toEqual([]);
  });

  it.each([
    ['not found', 404],
    ['failed', 500],
  ] as const)('the %s answer shows only catalog text', async (_label, status) => {
    stubApi({ status, body: { error: { code: 'X', message: 'No' } } });
    const { container } = renderPage(`/my-order/${TOKEN}`);
    await waitFor(() => expect(main(container).querySelector('h1')).not.toBeNull());
    expect(untranslatedText(main(container))).toEqual([]);
  });

  it('the erasure panel asking, confirming, failing and sent shows only catalog text', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(
      { status: 200, body: VIEW },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { container } = renderPage(`/my-order/${TOKEN}`);
    const panel = () => container.querySelector('.erasure-request')!;
    await waitFor(() => expect(container.querySelector('.erasure-request')).not.toBeNull());
    const seen: string[] = [];
    const check = () => seen.push(...untranslatedText(panel()));
    check();
    fireEvent.click(buttons(panel())[0]!); // ask
    check();
    fireEvent.click(buttons(panel())[1]!); // confirm
    await waitFor(() => expect(panel().querySelector('[role="status"]')).not.toBeNull());
    check();
    await act(async () => answer(new Response('{}', { status: 500 })));
    await waitFor(() => expect(panel().querySelector('[role="alert"]')).not.toBeNull());
    check();
    fireEvent.click(buttons(panel())[1]!); // retry
    const requestedAt = '2027-01-02T10:00:00Z';
    await act(async () => answer(new Response(JSON.stringify({ requestedAt }), { status: 201 })));
    await waitFor(() => expect(buttons(panel())).toHaveLength(0));
    seen.push(...untranslatedText(panel(), [describeLocalInstant(requestedAt, PSEUDO)]));
    expect(seen).toEqual([]);
  });
});

describe('the pseudo-locale check: Order again and Sign out other links', () => {
  it('each of their states shows only catalog text', async () => {
    const pending: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith(`/my-order/${TOKEN}`)) {
          return Promise.resolve(new Response(JSON.stringify(VIEW), { status: 200 }));
        }
        if (url.includes('/my-order/')) return new Promise<Response>((r) => pending.push(r));
        return Promise.resolve(new Response('{}', { status: 503 }));
      }),
    );
    const { container } = renderPage(`/my-order/${TOKEN}`);
    const section = (id: string) => container.querySelector(`[aria-labelledby="${id}"]`)!;
    await waitFor(() => expect(container.querySelector('#other-links-heading')).not.toBeNull());
    const seen: string[] = [];
    const check = (id: string) => seen.push(...untranslatedText(section(id), ['1', '3']));
    const answer = async (status: number, body: unknown = {}) => {
      await waitFor(() => expect(pending).not.toHaveLength(0));
      await act(async () => pending.shift()!(new Response(JSON.stringify(body), { status })));
    };
    const outcomes: [string, number, unknown?][] = [
      ['order-again-heading', 500],
      ['order-again-heading', 404],
      ['other-links-heading', 200, { signedOut: 0 }],
      ['other-links-heading', 200, { signedOut: 1 }],
      ['other-links-heading', 200, { signedOut: 3 }],
      ['other-links-heading', 500],
      ['other-links-heading', 404],
    ];
    for (const [id, status, body] of outcomes) {
      fireEvent.click(buttons(section(id))[0]!);
      await waitFor(() => expect(section(id).querySelector('[role="status"]')).not.toBeNull());
      check(id);
      await answer(status, body);
      const settled = status === 200 ? '[role="status"]' : '[role="alert"]';
      await waitFor(() => expect(section(id).querySelector(settled)).not.toBeNull());
      check(id);
    }
    expect(seen).toEqual([]);
  });
});

describe('the pseudo-locale check: Find my order', () => {
  it('its entry, refusal, failure and sent states show only catalog text', async () => {
    const answers: ((answer: FindAnswer | Error) => void)[] = [];
    const actors = {
      findMyOrder: fromPromise<FindAnswer, unknown>(
        () =>
          new Promise<FindAnswer>((resolve, reject) =>
            answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
          ),
      ),
    };
    const { container } = render(
      <StaticRouter location="/find-my-order">
        <FindMyOrderPage actors={actors as never} />
      </StaticRouter>,
      { wrapper: i18nWrapper(i18n) },
    );
    const seen: string[] = [];
    const submit = () => fireEvent.submit(container.querySelector('form')!);
    const typed = ['P261125ABCD2345', 'asha@example.com'];
    seen.push(...untranslatedText(container));
    submit(); // both fields refused by the browser's check
    await waitFor(() => expect(container.querySelector('.field__error')).not.toBeNull());
    seen.push(...untranslatedText(container));
    fireEvent.change(container.querySelector('#orderNumber')!, { target: { value: typed[0] } });
    fireEvent.change(container.querySelector('#email')!, { target: { value: typed[1] } });
    const retry = () => fireEvent.click(container.querySelector('[role="alert"] button')!);
    const failures = [
      'The site did not answer. Check your connection and try again.',
      'You have asked several times in a short while. Please wait a few minutes.',
      'The site could not send the mail just now. Please try again.',
    ];
    for (const [index, failure] of failures.entries()) {
      if (index === 0) submit();
      else retry();
      await waitFor(() => expect(answers).not.toHaveLength(0));
      seen.push(...untranslatedText(container, typed)); // sending
      await act(async () => answers.shift()!(new Error(failure)));
      await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
      seen.push(...untranslatedText(container, typed));
    }
    retry();
    await waitFor(() => expect(answers).not.toHaveLength(0));
    await act(async () => answers.shift()!({ kind: 'sent' }));
    await waitFor(() => expect(container.querySelector('form')).toBeNull());
    seen.push(...untranslatedText(container));
    expect(seen).toEqual([]);
  });
});

describe('the pseudo-locale check: the printable order form', () => {
  it('shows only catalog text while loading and when the address cannot be loaded', async () => {
    stubApi({ status: 503 });
    const { container } = renderPage('/order-a-puja-printable', <PrintableOrderFormPage />);
    await waitFor(() => expect(container.querySelector('.paper-form')).not.toBeNull());
    expect(untranslatedText(main(container))).toEqual([]);
    await waitFor(() => expect(container.querySelector('.mailing [role="status"]')).toBeNull());
    expect(untranslatedText(main(container))).toEqual([]);
  });
});

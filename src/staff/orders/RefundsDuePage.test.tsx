/**
 * The refunds-due queue as a view of the refund machine: a row's refund asks
 * for a reason, confirms the amount, posts once and reloads the queue; a
 * refusal is shown with a retry that posts again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiResult, StaffApi } from '../../../domain/staff/api-result';
import { StaffContext } from '../context';
import { RefundsDuePage } from './RefundsDuePage';

const DUE = {
  bookingCode: 'ABCD2345',
  email: 'devotee@example.org',
  amountCents: 4000,
  startUtc: '2026-12-01T10:00:00.000Z',
  cancelledAt: '2026-11-20T08:00:00.000Z',
};

/** A console API answering the queue, and the refund with the given answers in turn. */
function fakeApi(refundAnswers: ApiResult<unknown>[]) {
  const posted: { path: string; body: unknown }[] = [];
  let refunded = false;
  const api: StaffApi = {
    async call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
      if (method === 'GET' && path === '/refunds-due') {
        return { ok: true, status: 200, data: { due: refunded ? [] : [DUE] } as T };
      }
      posted.push({ path, body });
      const answer = refundAnswers.shift()!;
      if (answer.ok) refunded = true;
      return answer as ApiResult<T>;
    },
    href: (path) => path,
  };
  return { api, posted };
}

function renderPage(api: StaffApi) {
  render(
    <StaffContext.Provider
      value={{
        api,
        me: { id: '1', email: 'o@example.org', name: 'O', role: 'office' },
        refresh() {},
      }}
    >
      <RefundsDuePage />
    </StaffContext.Provider>,
  );
}

/** The server's answer to the refund: the booking's whole charge given back. */
const refunded = (outcome: 'REFUNDED' | 'VOIDED') => ({
  ok: true as const,
  status: 200,
  data: { refund: { bookingCode: DUE.bookingCode, outcome, amountCents: 4000 } },
});

describe('the refunds-due page', () => {
  it('refunds a booking: reason, confirmation with the amount, one post, the queue reloaded', async () => {
    const { api, posted } = fakeApi([refunded('REFUNDED')]);
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund booking ABCD2345' }));
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByText('Give a reason for the refund')).toBeTruthy();
    await user.type(
      screen.getByLabelText('Reason (kept in the audit log)'),
      'Settled before cancel',
    );
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByText(/^Give back/).textContent).toBe(
      'Give back $40.00 for booking ABCD2345? The devotee is emailed.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm the refund' }));
    expect(
      (await screen.findByText('Refunded $40.00 for booking ABCD2345.')).getAttribute('role'),
    ).toBe('status');
    expect(posted).toEqual([
      { path: '/refunds-due/ABCD2345/refund', body: { reason: 'Settled before cancel' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No refunds are due.')).toBeTruthy();
  });

  it('shows the gateway refusal and posts again on retry', async () => {
    const { api, posted } = fakeApi([
      {
        ok: false,
        status: 502,
        error: { code: 'REFUSED', message: 'The gateway refused the refund' },
      },
      refunded('VOIDED'),
    ]);
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund booking ABCD2345' }));
    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Cancelled');
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The gateway refused the refund');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Voided $40.00 for booking ABCD2345.');
    expect(posted).toHaveLength(2);
  });
});

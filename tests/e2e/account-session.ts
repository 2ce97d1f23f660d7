/**
 * A devotee's account for the end-to-end tests: the sign-in link asked for
 * by the API, as the sign-in page asks, and read from the outbox row (its
 * secret, which the mail's link carries after the #).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCOUNT_API, ACCOUNT_SIGN_IN_PAGE } from '../../domain/account/paths';
import { ACCOUNT_MAIL_REFERENCE } from '../../server/account/sign-in-mail';
import { openDatabase } from '../../server/db/connect';
import type { TestServer } from './harness';

/** The newest sign-in link mailed to `email`: the sign-in page with the link's secret. */
export async function mailedSignInLink(server: TestServer, email: string): Promise<string> {
  const { db } = openDatabase(server.config.databaseUrl);
  try {
    const row = await db
      .selectFrom('outbox_emails')
      .select(['secret'])
      .where('reference', '=', ACCOUNT_MAIL_REFERENCE)
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.secret).toBeTruthy();
    return `${server.baseUrl}${ACCOUNT_SIGN_IN_PAGE}#${row.secret!}`;
  } finally {
    await db.destroy();
  }
}

/**
 * Signs the page's browser context in as `email` through the API (the same
 * two calls the sign-in page makes), for tests whose subject is not sign-in.
 */
export async function signInByApi(page: Page, server: TestServer, email: string): Promise<void> {
  const asked = await page.request.post(`${server.baseUrl}${ACCOUNT_API.signIn}`, {
    data: { email, language: 'en' },
    headers: { Origin: server.baseUrl },
  });
  expect(asked.status()).toBe(202);
  const secret = new URL(await mailedSignInLink(server, email)).hash.slice(1);
  const done = await page.request.post(`${server.baseUrl}${ACCOUNT_API.complete}`, {
    data: { secret },
    // The session is started only for a request from the site's own pages.
    headers: { Origin: server.baseUrl },
  });
  expect(done.status()).toBe(200);
}

/**
 * "My order" as the e2e tests reach it: a family's order placed by mouse, the
 * outbox's new mails (quoted-printable undone) with their subjects and page
 * links, and the page opened from such a link.
 */
import type { Page } from 'playwright-core';
import { deliverMail } from './astro-flows';
import type { TestServer } from './harness';
import { placeOrderByMouse } from './order-by-mouse';
import { addressInSanRamon } from './wizard-flows';
import { heading } from './wizard-keyboard';

export interface Mail {
  subject: string;
  /** The whole .eml, soft line breaks and `=3D` undone. */
  text: string;
  /** The "My order" page path the mail links, if any. */
  pageLink?: string;
}

/** Reads the outbox (of the server started later); each call gives only mails not given before. */
export function mailReader(live: { readonly server: TestServer }): () => Promise<Mail[]> {
  const seen = new Set<string>();
  return async () => {
    const mails: Mail[] = [];
    for (const [file, eml] of await deliverMail(live.server)) {
      if (seen.has(file)) continue;
      seen.add(file);
      const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      const pageLink = /\/my-order\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
      mails.push({ subject, text, ...(pageLink && { pageLink }) });
    }
    return mails;
  };
}

/** Two of one family order pujas by mouse, shipped to San Ramon; gives the order number. */
export function placeFamilyOrder(
  page: Page,
  server: TestServer,
  family: { firstNames: [string, string]; lastName: string; email: string },
): Promise<string> {
  const { firstNames, lastName, email } = family;
  return placeOrderByMouse(
    page,
    server.baseUrl,
    firstNames.map((firstName) => ({ firstName, lastName })),
    addressInSanRamon(firstNames[0], lastName),
    email,
  );
}

/** Opens "My order" at a mailed path and waits for the order's heading. */
export async function openMyOrderPage(
  page: Page,
  server: TestServer,
  path: string,
  orderNumber: string,
): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await heading(page, `Your order ${orderNumber}`).waitFor();
}

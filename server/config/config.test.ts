/** TRUST_PROXY, the timeouts, the production credential check, the test clock hook, retention. */
import { describe, expect, it } from 'vitest';
import { clockOf, systemClock } from '../clock';
import { DEFAULT_RETENTION } from '../../domain/privacy/retention';
import { loadConfig, loadStartableConfig, retentionFromEnv } from './index';
import { sandboxWarning } from './sandbox-warning';
import { trustProxyFromEnv } from './trust-proxy';
import { problemsOf } from './test-support/problems-of';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
  });

  it('takes a hop count or addresses and CIDRs', () => {
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.5, 10.1.0.0/16,loopback,fd00::/8')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses true (every hop trusted) and anything that is not an address', () => {
    expect(() => trustProxyFromEnv('true')).toThrow(/must name the proxies/);
    expect(() => trustProxyFromEnv('my-proxy')).toThrow(/must name the proxies/);
  });
});

describe('timeouts', () => {
  it('has defaults, keeps headers within the request timeout and outlasts the gateway', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
      connectionMs: 60_000,
    });
    const small = loadConfig({ REQUEST_TIMEOUT_MS: '500', HEADERS_TIMEOUT_MS: '900' }).timeouts;
    expect(small.headersMs).toBe(500);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '-1' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});

describe('production credentials', () => {
  const all = {
    ANET_API_LOGIN_ID: 'login',
    ANET_TRANSACTION_KEY: 'tx',
    ANET_CLIENT_KEY: 'client',
    ANET_SIGNATURE_KEY: 'sig',
  };
  // What else production needs to start (./production-rules.test.ts).
  const real = {
    SMTP_URL: 'smtps://office:secret@mail.temple.example',
    MAIL_FROM: 'Temple office <office@temple.example>',
    PUBLIC_URL: 'https://puja.temple.example',
    TRUST_PROXY: '10.0.0.5',
  };

  it('names every missing credential in one message', () => {
    expect(() => loadStartableConfig({ PAYMENT_ENV: 'production', ...real })).toThrow(
      'Production needs Authorize.net credentials; missing ANET_API_LOGIN_ID, ANET_TRANSACTION_KEY, ANET_CLIENT_KEY, ANET_SIGNATURE_KEY.',
    );
    const three = { ...all, ANET_SIGNATURE_KEY: '' };
    expect(() => loadStartableConfig({ PAYMENT_ENV: 'production', ...real, ...three })).toThrow(
      /missing ANET_SIGNATURE_KEY\./,
    );
  });

  it('starts with all four, and the sandbox needs none', () => {
    expect(() => loadStartableConfig({ PAYMENT_ENV: 'production', ...real, ...all })).not.toThrow();
    expect(() => loadStartableConfig({ PAYMENT_ENV: 'sandbox' })).not.toThrow();
  });
});

describe('TEST_CLOCK_OFFSET_MS (TEST_NOW and the crash tests’ clock)', () => {
  it('moves a sandbox server’s clock ahead or back and is refused anywhere else', () => {
    expect(loadConfig({ PAYMENT_ENV: 'sandbox' }).clockOffsetMs).toBe(0);
    expect(loadConfig({ PAYMENT_ENV: 'sandbox', TEST_CLOCK_OFFSET_MS: '9250' }).clockOffsetMs).toBe(
      9250,
    );
    // Negative: TEST_NOW may name an instant in the past.
    expect(
      loadConfig({ PAYMENT_ENV: 'sandbox', TEST_CLOCK_OFFSET_MS: '-86400000' }).clockOffsetMs,
    ).toBe(-86_400_000);
    expect(() => loadConfig({ PAYMENT_ENV: 'sandbox', TEST_CLOCK_OFFSET_MS: '1.5' })).toThrow(
      /whole number of milliseconds/,
    );
    expect(() => loadConfig({ PAYMENT_ENV: 'production', TEST_CLOCK_OFFSET_MS: '1000' })).toThrow(
      'TEST_CLOCK_OFFSET_MS is a test hook of the sandbox only',
    );
  });

  it('is the offset of the clock a server with that configuration runs on', () => {
    const day = 86_400_000;
    const config = loadConfig({ PAYMENT_ENV: 'sandbox', TEST_CLOCK_OFFSET_MS: String(-day) });
    // The shifted reading lies between two system readings taken around it, a day back.
    const before = systemClock()().getTime();
    const shifted = clockOf(config)().getTime();
    const after = systemClock()().getTime();
    expect(shifted).toBeGreaterThanOrEqual(before - day);
    expect(shifted).toBeLessThanOrEqual(after - day);
  });
});

describe('the listening address', () => {
  it('is 127.0.0.1 in the sandbox unless HOST says otherwise; every interface elsewhere', () => {
    expect(loadConfig({ PAYMENT_ENV: 'sandbox' }).host).toBe('127.0.0.1');
    expect(loadConfig({ PAYMENT_ENV: 'sandbox', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ PAYMENT_ENV: 'preview' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).host).toBe('0.0.0.0');
  });
});

describe('the sandbox warning', () => {
  it('says it is the sandbox and who can reach it; production says nothing', () => {
    const local = sandboxWarning(loadConfig({ PAYMENT_ENV: 'sandbox' }))!;
    expect(local).toMatch(/^\*\*\* SANDBOX: no real payments \*\*\*/);
    expect(local).toContain('listens on 127.0.0.1 only');
    const open = sandboxWarning(loadConfig({ PAYMENT_ENV: 'sandbox', HOST: '0.0.0.0' }))!;
    expect(open).toContain('HOST=0.0.0.0: other machines can reach it');
    expect(sandboxWarning(loadConfig({ PAYMENT_ENV: 'production' }))).toBeNull();
  });
});

describe('the retention schedule (RETENTION_*)', () => {
  it('has the documented defaults, takes whole numbers and refuses anything else', () => {
    expect(retentionFromEnv({})).toEqual(DEFAULT_RETENTION);
    expect(
      retentionFromEnv({ RETENTION_DETAILS_MONTHS: '36', RETENTION_RECEIPT_YEARS: '8' }),
    ).toEqual({
      ...DEFAULT_RETENTION,
      detailsMonths: 36,
      receiptYears: 8,
    });
    expect(() => retentionFromEnv({ RETENTION_MAIL_BODY_DAYS: '0' })).toThrow(
      /RETENTION_MAIL_BODY_DAYS/,
    );
    expect(() => retentionFromEnv({ RETENTION_SESSION_DAYS: '1.5' })).toThrow(/whole number/);
    expect(loadConfig({ PAYMENT_ENV: 'sandbox' }).retentionEveryMinutes).toBe(60);
    expect(
      loadConfig({ PAYMENT_ENV: 'sandbox', RETENTION_EVERY_MINUTES: '0' }).retentionEveryMinutes,
    ).toBe(0);
  });
});

describe('the schema’s refusals', () => {
  it('lists every bad setting at once, repeating the value except for secrets', () => {
    const env = { PORT: 'http', SERVE_SITE: 'no', LOG_LEVEL: 'loud', METRICS_TOKEN: 'hunter2' };
    expect(problemsOf(loadConfig, env)).toEqual([
      'PORT must be a port number, not "http"',
      'SERVE_SITE must be true or false, not "no"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
      'METRICS_TOKEN must be at least 16 characters long',
    ]);
  });

  it('reads SERVE_SITE, and takes an empty value as unset', () => {
    expect(loadConfig({}).serveSite).toBe(true);
    expect(loadConfig({ SERVE_SITE: 'false' }).serveSite).toBe(false);
    expect(loadConfig({ PORT: '', WRITE_RATE_LIMIT: '', SMTP_URL: '' })).toMatchObject({
      port: 8080,
      writeRateLimit: 30,
      smtpUrl: undefined,
    });
  });
});

describe('My order links (MY_ORDER_LINK_DAYS)', () => {
  it('reads how long a My order link lives: 90 days unless MY_ORDER_LINK_DAYS says', () => {
    expect(loadConfig({ PAYMENT_ENV: 'sandbox' }).myOrderLinkDays).toBe(90);
    expect(loadConfig({ PAYMENT_ENV: 'sandbox', MY_ORDER_LINK_DAYS: '30' }).myOrderLinkDays).toBe(
      30,
    );
    expect(() => loadConfig({ PAYMENT_ENV: 'sandbox', MY_ORDER_LINK_DAYS: '0' })).toThrow(
      /MY_ORDER_LINK_DAYS/,
    );
  });
});

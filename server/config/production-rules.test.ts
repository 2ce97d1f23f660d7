/**
 * Production refuses what is not real: no SMTP, a PUBLIC_URL that is not https, the sandbox's
 * public Authorize.net keys, every interface with no proxy named; all named in one refusal.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, loadStartableConfig, SANDBOX_CREDENTIALS } from './index';
import { problemsOf } from './test-support/problems-of';
import { REAL_PRODUCTION_ENV } from './test-support/real-production-env';

/** The problems a start with `env` is refused for (none: it starts). */
const problemsOfStart = (env: NodeJS.ProcessEnv) => problemsOf(loadStartableConfig, env);

const production = (changes: NodeJS.ProcessEnv) => ({ ...REAL_PRODUCTION_ENV, ...changes });

describe('a production start', () => {
  it('starts with every setting real', () => {
    expect(problemsOfStart(REAL_PRODUCTION_ENV)).toEqual([]);
  });

  it('is refused without SMTP_URL', () => {
    expect(problemsOfStart(production({ SMTP_URL: undefined, MAIL_FROM: undefined }))).toEqual([
      'SMTP_URL must be set in production: without it no confirmation or receipt reaches anyone (they are written to OUTBOX_DIR as .eml files)',
    ]);
    expect(problemsOfStart(production({ SMTP_URL: '' }))).toEqual([
      expect.stringMatching(/^SMTP_URL must be set in production/),
    ]);
  });

  it('is refused with a PUBLIC_URL that is not https, or none', () => {
    const refusal =
      "PUBLIC_URL must be the site's https:// origin in production (the links in mail, the payment return and passkeys use it)";
    expect(problemsOfStart(production({ PUBLIC_URL: 'http://puja.temple.example' }))).toEqual([
      refusal,
    ]);
    expect(problemsOfStart(production({ PUBLIC_URL: undefined }))).toEqual([refusal]);
  });

  it('is refused with any of the sandbox configuration’s public Authorize.net keys', () => {
    for (const [name, value] of Object.entries(SANDBOX_CREDENTIALS)) {
      expect(problemsOfStart(production({ [name]: value }))).toEqual([
        `${name} is the sandbox configuration's public value "${value}", which only our local gateway accepts: set the merchant's own from Authorize.net`,
      ]);
    }
  });

  it('is refused on every interface unless TRUST_PROXY names the proxy in front', () => {
    const unset = production({ TRUST_PROXY: undefined });
    expect(problemsOfStart(unset)).toEqual([
      'HOST is unset, so every interface (0.0.0.0), and TRUST_PROXY names no proxy: set TRUST_PROXY to the proxy in front of the server (its address, or a hop count), or HOST to the one address the proxy reaches the server on (e.g. 127.0.0.1)',
    ]);
    for (const host of ['0.0.0.0', '::']) {
      expect(problemsOfStart({ ...unset, HOST: host })).toEqual([
        expect.stringMatching(new RegExp(`^HOST "${host}" is every interface and TRUST_PROXY`)),
      ]);
      expect(problemsOfStart({ ...unset, HOST: host, TRUST_PROXY: 'false' })).toHaveLength(1);
      expect(problemsOfStart({ ...unset, HOST: host, TRUST_PROXY: '1' })).toEqual([]);
    }
    expect(problemsOfStart({ ...unset, HOST: '127.0.0.1' })).toEqual([]);
  });

  it('names every problem in one refusal, the field errors too', () => {
    const problems = problemsOfStart({
      PAYMENT_ENV: 'production',
      PORT: 'http',
      ...SANDBOX_CREDENTIALS,
    });
    expect(problems).toEqual([
      'PORT must be a port number, not "http"',
      ...Object.keys(SANDBOX_CREDENTIALS).map((name) =>
        expect.stringMatching(new RegExp(`^${name} is the sandbox configuration's public value`)),
      ),
      expect.stringMatching(/^SMTP_URL must be set in production/),
      expect.stringMatching(/^PUBLIC_URL must be the site's https:\/\/ origin/),
      expect.stringMatching(/^HOST is unset, so every interface/),
    ]);
  });

  it('leaves the sandbox and preview alone, and loadConfig (tools, tests) too', () => {
    expect(problemsOfStart({ PAYMENT_ENV: 'sandbox' })).toEqual([]);
    expect(
      problemsOfStart({ ...REAL_PRODUCTION_ENV, PAYMENT_ENV: 'preview', SMTP_URL: '' }),
    ).toEqual([]);
    expect(loadConfig({ PAYMENT_ENV: 'production' }).host).toBe('0.0.0.0');
  });
});

/**
 * The rules between settings, as checks of the environment schema. They run even when a
 * field is refused, so one start lists every problem; a field that failed its own check
 * may hold its raw text or nothing here, so each rule reads only what it must.
 */
import type { z } from 'zod';
import type { ParsedEnv } from './env-schema';
import { CREDENTIAL_NAMES, SANDBOX_CREDENTIALS } from './sandbox-credentials';

type Env = Partial<ParsedEnv>;

/** A refusal: `setting` (when it names one) starts the message in front of `message`. */
export interface Problem {
  setting?: keyof ParsedEnv;
  message: string;
}

export interface Rule {
  /** What the rule demands, in the words of docs/configuration.md. */
  says: string;
  problems: (env: Env) => Problem[];
}

const isSandbox = (env: Env) => env.PAYMENT_ENV === 'sandbox';
const isProduction = (env: Env) => env.PAYMENT_ENV === 'production';

/** Every configuration obeys these. */
export const CONFIG_RULES: readonly Rule[] = [
  {
    says: '`MAIL_FROM` is set whenever `SMTP_URL` is, outside the sandbox',
    problems: (env) =>
      env.SMTP_URL && !env.MAIL_FROM && !isSandbox(env)
        ? [
            {
              setting: 'MAIL_FROM',
              message:
                'must be set when SMTP_URL is (e.g. "Temple office <office@your-temple.org>")',
            },
          ]
        : [],
  },
  {
    says: '`TEST_CLOCK_OFFSET_MS` is set only in the sandbox',
    problems: (env) =>
      env.TEST_CLOCK_OFFSET_MS !== undefined && !isSandbox(env)
        ? [{ setting: 'TEST_CLOCK_OFFSET_MS', message: 'is a test hook of the sandbox only' }]
        : [],
  },
];

/** Interfaces that mean "every interface" to Node's listen(). */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/** What production (PAYMENT_ENV=production) demands before it starts. */
export const PRODUCTION_RULES: readonly Rule[] = [
  {
    says: 'all four `ANET_*` credentials are set',
    problems: (env) => {
      const missing = CREDENTIAL_NAMES.filter((name) => !env[name]);
      if (!isProduction(env) || missing.length === 0) return [];
      return [
        {
          message: `Production needs Authorize.net credentials; missing ${missing.join(', ')}. Set them, or PAYMENT_ENV=sandbox to run without a card network.`,
        },
      ];
    },
  },
  {
    says: "no `ANET_*` credential is the sandbox configuration's public one (`sandbox-login`, …)",
    problems: (env) =>
      !isProduction(env)
        ? []
        : CREDENTIAL_NAMES.filter((name) => env[name] === SANDBOX_CREDENTIALS[name]).map(
            (name) => ({
              setting: name,
              message: `is the sandbox configuration's public value "${SANDBOX_CREDENTIALS[name]}", which only our local gateway accepts: set the merchant's own from Authorize.net`,
            }),
          ),
  },
  {
    says: '`SMTP_URL` is set: mail really leaves the server',
    problems: (env) =>
      isProduction(env) && !env.SMTP_URL
        ? [
            {
              setting: 'SMTP_URL',
              message:
                'must be set in production: without it no confirmation or receipt reaches anyone (they are written to OUTBOX_DIR as .eml files)',
            },
          ]
        : [],
  },
  {
    says: "`PUBLIC_URL` is the site's `https://` origin",
    problems: (env) =>
      isProduction(env) &&
      !(typeof env.PUBLIC_URL === 'string' && /^https:\/\//i.test(env.PUBLIC_URL))
        ? [
            {
              setting: 'PUBLIC_URL',
              message:
                "must be the site's https:// origin in production (the links in mail, the payment return and passkeys use it)",
            },
          ]
        : [],
  },
  {
    says: '`HOST` is not every interface (`0.0.0.0`, `::`, the default) unless `TRUST_PROXY` names the proxy in front',
    problems: (env) => {
      const everyInterface = env.HOST === undefined || EVERY_INTERFACE.has(env.HOST.trim());
      // A refused TRUST_PROXY is reported on its own; only an unset (or false) one counts here.
      const noProxy = env.TRUST_PROXY === undefined || env.TRUST_PROXY === false;
      if (!isProduction(env) || !everyInterface || !noProxy) return [];
      return [
        {
          setting: 'HOST',
          message: `${env.HOST === undefined ? 'is unset, so every interface (0.0.0.0),' : `"${env.HOST}" is every interface`} and TRUST_PROXY names no proxy: set TRUST_PROXY to the proxy in front of the server (its address, or a hop count), or HOST to the one address the proxy reaches the server on (e.g. 127.0.0.1)`,
        },
      ];
    },
  },
];

/** Marks a rule's issue, so the message is not followed by the setting's value. */
export const RULE_ISSUE = 'rule';

/** A superRefine check that adds each rule's problems as issues. */
export function checkRules(rules: readonly Rule[]) {
  return (env: Env, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      for (const problem of rule.problems(env)) {
        ctx.addIssue({
          code: 'custom',
          message: problem.message,
          path: problem.setting ? [problem.setting] : [],
          params: { [RULE_ISSUE]: true },
        });
      }
    }
  };
}

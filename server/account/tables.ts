/** Kysely types of the account's tables (migrations 0024 and 0025 in server/db/migrations). */
import type { Generated } from 'kysely';

type Iso = string;

export interface AccountTable {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** en, ml, ta or hi: the language of its mails. */
  language: string;
  created_at: Iso;
  last_sign_in_at: Iso | null;
}

/** One-time sign-in links, by address (the account is made on first use); only the hash is kept. */
export interface AccountSignInLinkTable {
  token_hash: string;
  email: string;
  language: string;
  created_at: Iso;
  expires_at: Iso;
  used_at: Iso | null;
}

/** Server-side sessions; the cookie holds the secret, the row its SHA-256. */
export interface AccountSessionTable {
  id_hash: string;
  account_id: string;
  created_at: Iso;
  last_seen_at: Iso;
  expires_at: Iso;
  ended_at: Iso | null;
}

/** A life event's columns: a day, time and place, or the star (or tithi) with its month. */
interface EventColumns<P extends string> {
  /** ISO day. */
  date: [`${P}_date`, string | null];
  /** HH:MM local time at the place. */
  time: [`${P}_time`, string | null];
  place: [`${P}_place`, string | null];
  lat: [`${P}_lat`, number | null];
  lon: [`${P}_lon`, number | null];
  time_zone: [`${P}_time_zone`, string | null];
  /** Nakshatra index, 0 Ashwini … 26 Revati. */
  star: [`${P}_star`, number | null];
  /** The month by the Sun's sidereal sign (0 Mesha … 11 Meena). */
  month_sign: [`${P}_month_sign`, number | null];
  /** Tithi index, 0 … 29 (the lunar tradition). */
  tithi: [`${P}_tithi`, number | null];
}

type Columns<P extends string> = {
  [K in keyof EventColumns<P> as EventColumns<P>[K][0]]: EventColumns<P>[K][1];
};

export type FamilyPersonTable = {
  id: string;
  account_id: string;
  name: string;
  relation: string;
  /** kerala, tamil or lunar. */
  tradition: string;
  /** amanta or purnimanta. */
  lunar_scheme: Generated<string>;
  /** 1 for someone who has passed away. */
  departed: number;
  remind_weeks_before: number | null;
  remind_days_before: number | null;
  consent_at: Iso;
  created_at: Iso;
  updated_at: Iso;
} & Columns<'birth'> &
  Columns<'passing'>;

export interface AccountTables {
  accounts: AccountTable;
  account_sign_in_links: AccountSignInLinkTable;
  account_sessions: AccountSessionTable;
  family_people: FamilyPersonTable;
}

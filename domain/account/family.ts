/**
 * The family kept in a devotee's account: the people they order for, saved
 * with their consent. Each has a tradition (the calendar their days are
 * counted in), a birth and, for the departed, a passing; a life event is a
 * day with its time and place, or the star (the tithi, in the lunar
 * tradition) with the month alone. The checks are ./family-rules.ts.
 */

/** Kerala: Malayalam solar months; Tamil: Tamil solar months; lunar: North Indian lunar months. */
export const TRADITIONS = ['kerala', 'tamil', 'lunar'] as const;
export type Tradition = (typeof TRADITIONS)[number];

/** How lunar months are counted: from new moon (amanta) or from full moon (purnimanta). */
export const LUNAR_SCHEMES = ['amanta', 'purnimanta'] as const;
export type LunarScheme = (typeof LUNAR_SCHEMES)[number];

/** Who the person is to the devotee. */
export const RELATIONS = [
  'self',
  'spouse',
  'daughter',
  'son',
  'mother',
  'father',
  'sister',
  'brother',
  'grandmother',
  'grandfather',
  'granddaughter',
  'grandson',
  'motherInLaw',
  'fatherInLaw',
  'daughterInLaw',
  'sonInLaw',
  'other',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** The longest name kept. */
export const FAMILY_NAME_MAX = 100;
/** The longest place name kept. */
export const FAMILY_PLACE_MAX = 200;
/** The most people one account keeps. */
export const FAMILY_MAX_PEOPLE = 30;

/** Counts of the indexes: nakshatras 0 Ashwini … 26 Revati; months by the Sun's sign 0 Mesha … 11 Meena; tithis 0 … 29. */
export const STAR_COUNT = 27;
export const MONTH_SIGN_COUNT = 12;
export const TITHI_COUNT = 30;

/** Reminder mails: weeks before the day (1 to 8) and days before it (1 to 13), each or neither. */
export const REMIND_WEEKS_MAX = 8;
export const REMIND_DAYS_MAX = 13;

/** A place found in the gazetteer (the Jyotish places call), where the day's sky is computed. */
export interface FamilyPlace {
  name: string;
  lat: number;
  lon: number;
  /** IANA time zone. */
  timeZone: string;
}

/** A birth or a passing: a day with its time and place, or the star (or tithi) with its month. */
export interface LifeEvent {
  /** ISO day (YYYY-MM-DD), or null when only the star and month are known. */
  date: string | null;
  /** HH:MM at the place, or null when unknown. */
  time: string | null;
  place: FamilyPlace | null;
  /** Nakshatra index 0 … 26: given alone, or as the family knows it. */
  star: number | null;
  /** The month by the Sun's sidereal sign (0 Mesha … 11 Meena), with the star or tithi alone. */
  monthSign: number | null;
  /** Tithi index 0 … 29, for the lunar tradition without a day. */
  tithi: number | null;
}

export const EMPTY_EVENT: LifeEvent = {
  date: null,
  time: null,
  place: null,
  star: null,
  monthSign: null,
  tithi: null,
};

export interface ReminderChoice {
  /** Mail this many weeks before each of the person's days, or null for no early mail. */
  weeksBefore: number | null;
  /** Mail again this many days before, or null. */
  daysBefore: number | null;
}

export const NO_REMINDERS: ReminderChoice = { weeksBefore: null, daysBefore: null };

/** What the devotee sends to save a person (new or changed). */
export interface FamilyPersonInput {
  name: string;
  relation: Relation;
  tradition: Tradition;
  lunarScheme: LunarScheme;
  departed: boolean;
  birth: LifeEvent;
  /** Only for the departed; null otherwise. */
  passing: LifeEvent | null;
  reminders: ReminderChoice;
  /** The devotee agrees that these details be kept in the account. */
  consent: boolean;
}

/** A person as the account keeps and lists them. */
export interface FamilyPerson extends Omit<FamilyPersonInput, 'consent'> {
  id: string;
  /** When the devotee agreed to keep the details. */
  consentAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface FamilyAnswer {
  people: FamilyPerson[];
}

export interface FamilyPersonAnswer {
  person: FamilyPerson;
}

/**
 * A person as a past order names them, offered to be saved: the order's
 * details filled in as far as they go, for the devotee to finish and agree.
 */
export interface FamilySuggestion {
  /** The order the details come from. */
  orderNumber: string;
  person: Omit<FamilyPersonInput, 'consent'>;
}

export interface FamilySuggestionsAnswer {
  suggestions: FamilySuggestion[];
}

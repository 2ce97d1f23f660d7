/**
 * The translators' glossary as data: for each language, one term per concept
 * and the alternatives it replaces (docs/translating.md, "Glossary"). The
 * glossary test (glossary.test.ts) reads every catalog and lists each message
 * that still uses a replaced alternative. Node and tests only: never imported
 * by the site.
 *
 * An alternative is a pattern on the translation. Indic words inflect, so a
 * pattern matches a stem (Malayalam പരിശോധന, പരിശോധനയ്ക്ക്, പരിശോധനകൾ…)
 * and stops where a longer, different word would start. When a word is right
 * in one sense and wrong in another (Malayalam വായന is reading a text, not an
 * astrology reading), the alternative applies only to messages whose English
 * names the concept (`english`), and not to those `exceptEnglish` matches.
 */

export type GlossaryLanguage = 'ml' | 'ta' | 'hi';

export interface Alternative {
  /** The alternative as written in the docs' table. */
  label: string;
  /** Where it occurs in a translation. */
  pattern: RegExp;
  /** Only in messages whose English also matches this (default: the concept's `english`). */
  english?: RegExp;
  /** Not in messages whose English matches this. */
  exceptEnglish?: RegExp;
}

export interface GlossaryEntry {
  /** The concept, in English. */
  concept: string;
  /** Messages whose English names the concept; an alternative is checked only there. */
  english: RegExp;
  /** The chosen term (its dictionary form). */
  term: string;
  /** The alternatives the chosen term replaces: wrong or inconsistent words. */
  replaces: Alternative[];
  /** Why the term was chosen. */
  why: string;
}

// Word edges for Indic scripts: \b knows only ASCII letters.
const NOT_DEVANAGARI_BEFORE = '(?<![\\u0900-\\u097F-])';
const ANY = /[\s\S]/;
const READING = /\breadings?\b/i;
const NOT_A_TEXT = /\bReading the pages\b/i;
const PASSING =
  /passed away|\bpassing\b|\bdeparted\b|\bdeath\b|\bdeceased\b|birth cannot be after the passing/i;
const MOON_PASSING = /Moon (was )?pass/i;
/** English naming astrology itself, not only as the word before "reading". */
const ASTROLOGY_NAMED = /(?:astrology|jyotish)(?!\)?\s+readings?\b|\s+\(Jyotish\)\s+readings?\b)/i;

export const GLOSSARY: Record<GlossaryLanguage, GlossaryEntry[]> = {
  ml: [
    {
      concept: 'reading (an astrology session)',
      english: READING,
      term: 'ജ്യോതിഷ പരിശോധന (പരിശോധന)',
      replaces: [
        { label: 'വായന', pattern: /വായന/, exceptEnglish: NOT_A_TEXT },
        { label: 'റീഡിംഗ്', pattern: /റീഡിംഗ|റീഡിങ/ },
        { label: 'ജ്യോതിഷ സേവനം', pattern: /ജ്യോതിഷ സേവന/ },
        {
          label: 'ജ്യോതിഷം (astrology itself, for the session)',
          pattern: /ജ്യോതിഷ(?:ം|ത്ത|വും|മാ)/,
          exceptEnglish: ASTROLOGY_NAMED,
        },
      ],
      why: 'The site pages already said പരിശോധന (a consultation of the chart); വായന is reading a text, ജ്യോതിഷം is astrology itself.',
    },
    {
      concept: 'booking',
      english: ANY,
      term: 'ബുക്കിംഗ്',
      replaces: [{ label: 'ബുക്കിങ് (spelling)', pattern: /ബുക്കിങ/ }],
      why: 'One spelling; ബുക്കിംഗ് was the more frequent.',
    },
    {
      concept: 'card (payment card)',
      english: /\bcards?\b/i,
      term: 'കാർഡ്',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'payment',
      english: ANY,
      term: 'പണമടവ് (verb പണമടയ്ക്കുക)',
      replaces: [{ label: 'പേയ്മെന്റ്', pattern: /പേയ്മെന്റ/ }],
      why: 'The Malayalam noun of the verb the flows use (പണമടയ്ക്കുക), instead of the English loan.',
    },
    {
      concept: 'refund',
      english: ANY,
      term: 'പണം തിരികെ നൽകൽ (verb തിരികെ നൽകുക)',
      replaces: [{ label: 'റീഫണ്ട്', pattern: /റീഫണ്ട/ }],
      why: 'The order pages and mails said തിരികെ നൽകി; the English loan appeared only in four mails.',
    },
    {
      concept: 'regional (event)',
      english: /\bregional\b/i,
      term: 'പ്രാദേശിക പരിപാടി',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'recommendation',
      english: ANY,
      term: 'നിർദേശം (verb നിർദേശിക്കുക)',
      replaces: [{ label: 'നിർദ്ദേശം (spelling)', pattern: /നിർദ്ദേശ/ }],
      why: 'One spelling; നിർദേശം is the site pages’ and the one in മാർഗനിർദേശം.',
    },
    {
      concept: 'departed, passing (a death)',
      english: PASSING,
      term: 'അന്തരിച്ച (the person), വേർപാട് (the passing)',
      replaces: [
        { label: 'മരിച്ചുപോയ, മരിച്ച', pattern: /മരിച്ച/, exceptEnglish: MOON_PASSING },
        { label: 'മരണം, മരണ-', pattern: /(?<!സ്)മരണ/, exceptEnglish: MOON_PASSING },
      ],
      why: 'The same step asked about a person who അന്തരിച്ചു and then for the മരണ date; the respectful words, used throughout.',
    },
    {
      concept: 'optional',
      english: /\boptional\b/i,
      term: '(നിർബന്ധമില്ല)',
      replaces: [{ label: '(ആവശ്യമെങ്കിൽ)', pattern: /\(ആവശ്യമെങ്കിൽ\)/ }],
      why: 'ആവശ്യമെങ്കിൽ is “if needed”; an optional field is “not required”.',
    },
    {
      concept: 'offering',
      english: /\bofferings?\b/i,
      term: 'വഴിപാട്',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'date',
      english: ANY,
      term: 'തീയതി',
      replaces: [{ label: 'തിയതി (spelling)', pattern: /തിയതി/ }],
      why: 'One spelling.',
    },
  ],
  ta: [
    {
      concept: 'reading (an astrology session)',
      english: READING,
      term: 'ஜோதிட ஆலோசனை (ஆலோசனை)',
      replaces: [
        { label: 'ஜோதிடப் பார்வை', pattern: /ஜோதிடப் பார்வை/ },
        { label: 'ஜோதிடப் பலன் (பார்வை)', pattern: /ஜோதிடப் பலன்/ },
        { label: 'ஜாதகப் பார்வை', pattern: /ஜாதகப் பார்வை/ },
        { label: 'ஜாதக ஆய்வு', pattern: /ஜாதக ஆய்வ/ },
        { label: 'ஜோதிட வகை', pattern: /ஜோதிட வகை/ },
        { label: 'ஜோதிட நேரம்', pattern: /ஜோதிட நேர/ },
        {
          label: 'ஜோதிடம் (astrology itself, for the session)',
          pattern: /ஜோதிட(?:ம்|த்)/,
          exceptEnglish: ASTROLOGY_NAMED,
        },
      ],
      why: 'Eight words for one thing; ஆலோசனை (a consultation) was the site pages’ word.',
    },
    {
      concept: 'booking',
      english: /\bbook/i,
      term: 'முன்பதிவு',
      replaces: [{ label: 'பதிவு செய் (register)', pattern: /(?<!முன்)பதிவு செய்/ }],
      why: 'பதிவு is a registration or a record; a booking is முன்பதிவு everywhere else.',
    },
    {
      concept: 'card (payment card)',
      english: ANY,
      term: 'அட்டை',
      replaces: [{ label: 'கார்டு', pattern: /கார்ட/ }],
      why: 'அட்டை was the more frequent and the Tamil word (டெபிட் அட்டை).',
    },
    {
      concept: 'payment',
      english: ANY,
      term: 'பணம் செலுத்துதல், கட்டணம் (the amount)',
      replaces: [{ label: 'பேமெண்ட்', pattern: /பேமெண்ட|பேமென்ட/ }],
      why: 'Already consistent.',
    },
    {
      concept: 'refund',
      english: ANY,
      term: 'பணத்திருப்பம் (verb திருப்பி அளி)',
      replaces: [
        { label: 'பணத் திருப்பம், பணத் திருப்பிச் செலுத்துதல்', pattern: /பணத் திருப்ப/ },
        { label: 'ரீஃபண்ட்', pattern: /ரீஃபண்ட|ரீபண்ட/ },
      ],
      why: 'One noun, written as one word as in the mails.',
    },
    {
      concept: 'regional (event)',
      english: ANY,
      term: 'வட்டார நிகழ்ச்சி',
      replaces: [{ label: 'பிராந்திய', pattern: /பிராந்திய/ }],
      why: 'The menu and the first pages said வட்டார; the wizard said பிராந்திய.',
    },
    {
      concept: 'recommendation',
      english: /recommend/i,
      term: 'பரிந்துரை',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'departed, passing (a death)',
      english: ANY,
      term: 'மறைந்தவர், மறைந்த (the person), மறைவு (the passing)',
      replaces: [
        { label: 'காலமானவர்', pattern: /காலமான/ },
        { label: 'இறந்த, இறப்பு, சாவு', pattern: /இறந்த|இறப்ப|சாவு/ },
      ],
      why: 'Both were respectful; one family of words for one step.',
    },
    {
      concept: 'optional',
      english: /\boptional\b/i,
      term: '(விருப்பத்திற்குரியது)',
      replaces: [{ label: '(விருப்பம்)', pattern: /\(விருப்பம்\)/ }],
      why: 'விருப்பம் alone is “a wish”; the form fields said விருப்பத்திற்குரியது.',
    },
    {
      concept: 'offering',
      english: /\bofferings?\b/i,
      term: 'காணிக்கை',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'online',
      english: ANY,
      term: 'இணைய (இணையத்தில்)',
      replaces: [{ label: 'ஆன்லைன்', pattern: /ஆன்லைன்/ }],
      why: 'The site pages said இணைய; one wizard title said ஆன்லைன்.',
    },
    {
      concept: 'date',
      english: ANY,
      term: 'தேதி',
      replaces: [{ label: 'திகதி', pattern: /திகதி/ }],
      why: 'Already consistent (திகதி is the Sri Lankan form).',
    },
  ],
  hi: [
    {
      concept: 'reading (an astrology session)',
      english: READING,
      term: 'ज्योतिष परामर्श (परामर्श)',
      replaces: [{ label: 'रीडिंग', pattern: /रीडिंग/ }],
      why: 'Already consistent.',
    },
    {
      concept: 'booking',
      english: ANY,
      term: 'बुकिंग',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'card (payment card)',
      english: ANY,
      term: 'कार्ड',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'payment',
      english: ANY,
      term: 'भुगतान',
      replaces: [{ label: 'पेमेंट', pattern: /पेमेंट/ }],
      why: 'Already consistent.',
    },
    {
      concept: 'refund',
      english: ANY,
      term: 'धनवापसी (feminine; verb लौटाना)',
      replaces: [{ label: 'रिफ़ंड', pattern: /रिफ़ंड|रिफंड/ }],
      why: 'The site said धनवापसी, four mails the English loan.',
    },
    {
      concept: 'regional (event)',
      english: ANY,
      term: 'क्षेत्रीय कार्यक्रम',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'recommendation',
      english: /recommend/i,
      term: 'अनुशंसा (feminine; verb अनुशंसा करना, अनुशंसित)',
      replaces: [{ label: 'सुझाव, सुझाई', pattern: /सुझा/ }],
      why: 'The site said अनुशंसा, the recommendation wizard सुझाव.',
    },
    {
      concept: 'departed, passing (a death)',
      english: ANY,
      term: 'दिवंगत (the person), देहावसान (the passing)',
      replaces: [
        { label: 'देहांत', pattern: /देहांत/ },
        { label: 'मृत्यु, मौत, मृतक, मरे', pattern: /मृत्यु|मौत|मृतक|मरे हुए|मर गए/ },
      ],
      why: 'Both देहांत and देहावसान are respectful; देहावसान was the form’s and the mails’ word.',
    },
    {
      concept: 'optional',
      english: ANY,
      term: '(वैकल्पिक)',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'offering',
      english: /\bofferings?\b/i,
      term: 'चढ़ावा, अर्पण',
      replaces: [],
      why: 'Already consistent.',
    },
    {
      concept: 'date (of the calendar)',
      english: ANY,
      term: 'तारीख़ (feminine)',
      replaces: [
        {
          label: 'तिथि (for a calendar date)',
          pattern: /(?<!पुण्य)तिथि/,
          exceptEnglish: /tithi|lunar day/i,
        },
      ],
      why: 'तिथि is also the lunar day (tithi), which the forms ask for; a calendar date is तारीख़.',
    },
    {
      concept: 'the Kali/Karthika Puja',
      english: /Karthika|Kartika/i,
      term: 'काली/कृत्तिका पूजा (the day: कार्तिका, the Krittika star)',
      replaces: [{ label: 'कार्तिक (the month Kartik)', pattern: /कार्तिक(?![\u093E-\u094D])/ }],
      why: 'Karthika is the day of the Krittika star, not the month Kartik.',
    },
    {
      concept: 'the devotee (gender-neutral Hindi)',
      english: ANY,
      term: 'infinitive, imperative or passive forms (… किया जा सकता है, … चुनें, मुझे स्वीकार है)',
      replaces: [
        {
          label: 'आप … सकते/चाहते/रहे/करते/करेंगे (masculine)',
          pattern: new RegExp(
            `${NOT_DEVANAGARI_BEFORE}आप(?![\\u0900-\\u097F])[^।;:?]*?(?:सकते|चाहते|रहे|करते|करेंगे|चुनेंगे)(?![\\u0900-\\u0963\\u0966-\\u097F])`,
          ),
        },
        { label: 'करता/करती (a choice of gender)', pattern: /करता\/करती/ },
        {
          label: 'ढूँढ रहे, कर पा रहे (masculine, subject left out)',
          pattern: /ढूँढ रहे|पा रहे/,
        },
      ],
      why: 'A verb agreeing with आप in the masculine assumes the devotee is a man.',
    },
  ],
};

/** A message that uses a replaced alternative: where, and the term to use. */
export interface GlossaryProblem {
  language: GlossaryLanguage;
  id: string;
  concept: string;
  found: string;
  use: string;
}

/** The glossary's problems with one translated message (English: its source). */
export function glossaryProblems(
  language: GlossaryLanguage,
  id: string,
  english: string,
  translation: string,
  glossary: Record<GlossaryLanguage, GlossaryEntry[]> = GLOSSARY,
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  for (const entry of glossary[language]) {
    for (const alternative of entry.replaces) {
      const english_ = alternative.english ?? entry.english;
      if (!english_.test(english)) continue;
      if (alternative.exceptEnglish?.test(english)) continue;
      const found = alternative.pattern.exec(translation);
      if (found) {
        problems.push({ language, id, concept: entry.concept, found: found[0], use: entry.term });
      }
    }
  }
  return problems;
}

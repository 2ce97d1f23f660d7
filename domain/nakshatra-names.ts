/**
 * The 27 birth stars (nakshatras) as each language's devotees name them, in
 * the order of ./jyotish/nakshatra.ts (Ashwini first): Malayalam and Tamil
 * in their own traditions (Karthika is കാർത്തിക in Malayalam, கார்த்திகை in
 * Tamil), Hindi in the Sanskrit forms (कृत्तिका), with the Sanskrit names in
 * transliteration and the spellings Kerala and Tamil devotees type in Latin
 * letters, so that a search by any of them finds the star.
 */
import { NAKSHATRA_NAMES } from './jyotish/nakshatra';

export interface NakshatraNames {
  /** The catalog's name and code (general-prefs' birthStars): "Krittika". */
  english: string;
  /** Sanskrit, transliterated (IAST): "Kṛttikā". */
  sanskrit: string;
  ml: string;
  ta: string;
  hi: string;
  /** Other Latin spellings in use: the Malayalam and Tamil names as devotees type them. */
  aliases: readonly string[];
}

const ROWS: readonly [string, string, string, string, string[]][] = [
  ['Aśvinī', 'അശ്വതി', 'அசுவினி', 'अश्विनी', ['Aswathy', 'Aswathi', 'Asvini', 'Aswini']],
  ['Bharaṇī', 'ഭരണി', 'பரணி', 'भरणी', ['Bharani', 'Parani']],
  ['Kṛttikā', 'കാർത്തിക', 'கார்த்திகை', 'कृत्तिका', ['Karthika', 'Karthigai', 'Kartika']],
  ['Rohiṇī', 'രോഹിണി', 'ரோகிணி', 'रोहिणी', ['Rohini']],
  ['Mṛgaśīrṣa', 'മകയിരം', 'மிருகசீரிடம்', 'मृगशिरा', ['Makayiram', 'Mirugasirisham', 'Mrigasira']],
  ['Ārdrā', 'തിരുവാതിര', 'திருவாதிரை', 'आर्द्रा', ['Thiruvathira', 'Thiruvathirai', 'Arudra']],
  ['Punarvasu', 'പുണർതം', 'புனர்பூசம்', 'पुनर्वसु', ['Punartham', 'Punarpoosam']],
  ['Puṣya', 'പൂയം', 'பூசம்', 'पुष्य', ['Pooyam', 'Poosam', 'Pushyami']],
  ['Āśleṣā', 'ആയില്യം', 'ஆயில்யம்', 'आश्लेषा', ['Ayilyam', 'Aayilyam', 'Aslesha']],
  ['Maghā', 'മകം', 'மகம்', 'मघा', ['Makam', 'Magam', 'Makha']],
  ['Pūrva Phalgunī', 'പൂരം', 'பூரம்', 'पूर्वा फाल्गुनी', ['Pooram', 'Puram']],
  ['Uttara Phalgunī', 'ഉത്രം', 'உத்திரம்', 'उत्तरा फाल्गुनी', ['Uthram', 'Uthiram', 'Uttaram']],
  ['Hasta', 'അത്തം', 'அஸ்தம்', 'हस्त', ['Atham', 'Hastham', 'Astham']],
  ['Citrā', 'ചിത്തിര', 'சித்திரை', 'चित्रा', ['Chithira', 'Chithirai', 'Chitta']],
  ['Svātī', 'ചോതി', 'சுவாதி', 'स्वाति', ['Chothi', 'Swathi', 'Swathy']],
  ['Viśākhā', 'വിശാഖം', 'விசாகம்', 'विशाखा', ['Vishakham', 'Visakam', 'Visakha']],
  ['Anurādhā', 'അനിഴം', 'அனுஷம்', 'अनुराधा', ['Anizham', 'Anusham', 'Anuradha']],
  ['Jyeṣṭhā', 'തൃക്കേട്ട', 'கேட்டை', 'ज्येष्ठा', ['Thrikketta', 'Kettai', 'Kettai', 'Jyeshta']],
  ['Mūla', 'മൂലം', 'மூலம்', 'मूल', ['Moolam', 'Moola']],
  ['Pūrva Āṣāḍhā', 'പൂരാടം', 'பூராடம்', 'पूर्वाषाढ़ा', ['Pooradam', 'Puradam']],
  ['Uttara Āṣāḍhā', 'ഉത്രാടം', 'உத்திராடம்', 'उत्तराषाढ़ा', ['Uthradam', 'Uthiradam']],
  ['Śravaṇa', 'തിരുവോണം', 'திருவோணம்', 'श्रवण', ['Thiruvonam', 'Onam', 'Sravana']],
  ['Dhaniṣṭhā', 'അവിട്ടം', 'அவிட்டம்', 'धनिष्ठा', ['Avittam', 'Dhanishta']],
  ['Śatabhiṣā', 'ചതയം', 'சதயம்', 'शतभिषा', ['Chathayam', 'Sathayam', 'Shatabhisha']],
  ['Pūrva Bhādrapadā', 'പൂരുരുട്ടാതി', 'பூரட்டாதி', 'पूर्वा भाद्रपद', ['Pooruruttathi', 'Poorattathi']],
  ['Uttara Bhādrapadā', 'ഉത്രട്ടാതി', 'உத்திரட்டாதி', 'उत्तरा भाद्रपद', ['Uthrattathi', 'Uthirattathi']],
  ['Revatī', 'രേവതി', 'ரேவதி', 'रेवती', ['Revathi', 'Revathy']],
];

export const NAKSHATRAS: readonly NakshatraNames[] = NAKSHATRA_NAMES.map((english, index) => {
  const [sanskrit, ml, ta, hi, aliases] = ROWS[index]!;
  return { english, sanskrit, ml, ta, hi, aliases };
});

const byEnglish = new Map(NAKSHATRAS.map((star) => [star.english, star]));

/** A star's name in `language` (its catalog name in English, or when the star is unknown). */
export function nakshatraName(english: string, language: string): string {
  const star = byEnglish.get(english);
  if (!star || language === 'en') return english;
  return isNameLanguage(language) ? star[language] : english;
}

/** The languages a star's own name is written in (the columns of ROWS). */
type NameLanguage = 'ml' | 'ta' | 'hi';
const isNameLanguage = (language: string): language is NameLanguage =>
  language === 'ml' || language === 'ta' || language === 'hi';

/** Folds case, diacritics (Kṛttikā → krttika) and spacing for matching. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '');
}

/**
 * Whether `query` finds the star: a prefix of any of its names (English,
 * Sanskrit, Malayalam, Tamil, Hindi, or a common Latin spelling), in any
 * language whatever the page's.
 */
export function nakshatraMatches(english: string, query: string): boolean {
  const wanted = foldForSearch(query);
  if (!wanted) return true;
  const star = byEnglish.get(english);
  const names = star
    ? [star.english, star.sanskrit, star.ml, star.ta, star.hi, ...star.aliases]
    : [english];
  return names.some((name) => foldForSearch(name).startsWith(wanted));
}

/**
 * A star as a list of choices shows it: in English with its other
 * spellings; in the other languages by its name there alone (a list's
 * choice has one language, so no English after it; the search box above the
 * list still finds the star by its Latin names, nakshatraMatches).
 */
export function starChoiceLabel(
  star: { name: string; aliases: readonly string[] },
  language: string,
): string {
  const own = nakshatraName(star.name, language);
  if (own !== star.name) return own;
  return star.aliases.length > 0 ? `${star.name} (${star.aliases.join(', ')})` : star.name;
}

/**
 * The stars a search box leaves in a list: those `query` finds by any name
 * (nakshatraMatches), and always the one already chosen, so that narrowing
 * never clears a choice.
 */
export function starsMatching<S extends { name: string }>(
  stars: readonly S[],
  query: string,
  chosen: string,
): S[] {
  return stars.filter((star) => star.name === chosen || nakshatraMatches(star.name, query));
}

/**
 * Names of the temple's pujas as each language's devotees say them. The
 * catalog (edited in the staff console) names each puja in English; a puja
 * whose name is here is shown in the visitor's language, any other by its
 * catalog name. The temple's translators extend this table
 * (docs/translating.md).
 */
import { pujaName } from './puja-facts';
import type { PujaDetail } from './prefs';

type Names = Readonly<Record<string, string>>;

/** English catalog name (as the catalog spells it) → the name in each language. */
export const PUJA_NAMES: Readonly<Record<string, Names>> = {
  'Kali/Karthika Puja': { ml: 'കാളി/കാർത്തിക പൂജ', ta: 'காளி/கார்த்திகை பூஜை', hi: 'काली/कृत्तिका पूजा' },
  'Navagraha Homa': { ml: 'നവഗ്രഹ ഹോമം', ta: 'நவக்கிரக ஹோமம்', hi: 'नवग्रह होम' },
  'Ganapathi Homa': { ml: 'ഗണപതി ഹോമം', ta: 'கணபதி ஹோமம்', hi: 'गणपति होम' },
  'Ganapati Homa': { ml: 'ഗണപതി ഹോമം', ta: 'கணபதி ஹோமம்', hi: 'गणपति होम' },
  'Shani Dosha Parihara Puja': {
    ml: 'ശനിദോഷ പരിഹാര പൂജ',
    ta: 'சனி தோஷ பரிகாரப் பூஜை',
    hi: 'शनि दोष परिहार पूजा',
  },
  'Rahu Dosha Parihara Puja': {
    ml: 'രാഹുദോഷ പരിഹാര പൂജ',
    ta: 'ராகு தோஷ பரிகாரப் பூஜை',
    hi: 'राहु दोष परिहार पूजा',
  },
  'Kuja Dosha Parihara Puja': {
    ml: 'കുജദോഷ പരിഹാര പൂജ',
    ta: 'குஜ தோஷ பரிகாரப் பூஜை',
    hi: 'कुज दोष परिहार पूजा',
  },
  'Sarvaishwarya Puja': { ml: 'സർവൈശ്വര്യ പൂജ', ta: 'சர்வைஸ்வர்ய பூஜை', hi: 'सर्वैश्वर्य पूजा' },
  'Mrityunjaya Homa': { ml: 'മൃത്യുഞ്ജയ ഹോമം', ta: 'மிருத்யுஞ்ஜய ஹோமம்', hi: 'मृत्युंजय होम' },
};

/** The puja's name in `language`: its own name there if known, else the catalog's. */
export function pujaNameIn(
  detail: Pick<PujaDetail, 'displayName' | 'name'>,
  language: string,
): string {
  const name = pujaName(detail);
  return PUJA_NAMES[name]?.[language] ?? name;
}

/** A puja's name as an order stores it (its catalog name) in `language`, from the name table. */
export const storedPujaNameIn = (name: string, language: string): string =>
  PUJA_NAMES[name]?.[language] ?? name;

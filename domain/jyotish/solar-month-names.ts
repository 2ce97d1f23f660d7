/**
 * The months of the Malayalam (Kollam) and Tamil solar calendars, indexed by
 * the sidereal sign the Sun is in (0 Mesha … 11 Meena): Medam/Chithirai begins
 * at the Sun's entry into Mesha (Aries), Chingam/Aavani into Simha (Leo).
 */
export interface SolarMonthName {
  /** In the calendar's own script. */
  native: string;
  /** Transliterated, as English pages and almanacs spell it. */
  english: string;
}

const month = (native: string, english: string): SolarMonthName => ({ native, english });

export const MALAYALAM_MONTHS: readonly SolarMonthName[] = [
  month('മേടം', 'Medam'),
  month('ഇടവം', 'Edavam'),
  month('മിഥുനം', 'Mithunam'),
  month('കർക്കടകം', 'Karkidakam'),
  month('ചിങ്ങം', 'Chingam'),
  month('കന്നി', 'Kanni'),
  month('തുലാം', 'Thulam'),
  month('വൃശ്ചികം', 'Vrischikam'),
  month('ധനു', 'Dhanu'),
  month('മകരം', 'Makaram'),
  month('കുംഭം', 'Kumbham'),
  month('മീനം', 'Meenam'),
];

export const TAMIL_MONTHS: readonly SolarMonthName[] = [
  month('சித்திரை', 'Chithirai'),
  month('வைகாசி', 'Vaikasi'),
  month('ஆனி', 'Aani'),
  month('ஆடி', 'Aadi'),
  month('ஆவணி', 'Aavani'),
  month('புரட்டாசி', 'Purattasi'),
  month('ஐப்பசி', 'Aippasi'),
  month('கார்த்திகை', 'Karthigai'),
  month('மார்கழி', 'Margazhi'),
  month('தை', 'Thai'),
  month('மாசி', 'Maasi'),
  month('பங்குனி', 'Panguni'),
];

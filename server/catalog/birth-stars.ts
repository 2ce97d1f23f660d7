/**
 * The 27 nakshatras in the standard order (catalog-facts.md section 6): the
 * standard spelling is the code and name; variant spellings and the Malayalam
 * and Tamil names are aliases the forms show beside it.
 */
export interface BirthStarSeed {
  code: string;
  name: string;
  aliases: string[];
}

const TABLE: [string, string[]][] = [
  ['Ashwini', ['Ashvini', 'Aswini', 'Ashwathi', 'Aswathy', 'Asvini']],
  ['Bharani', ['Apa Bharani', 'Barani']],
  ['Krittika', ['Krithika', 'Kartika', 'Karthika', 'Karthigai']],
  ['Rohini', []],
  ['Mrigashira', ['Mrigashirsha', 'Mrigasira', 'Makayiram', 'Mrigaseersham']],
  ['Ardra', ['Arudra', 'Thiruvathira', 'Thiruvadhirai']],
  ['Punarvasu', ['Punartham', 'Punarpoosam']],
  ['Pushya', ['Pooyam', 'Poosam']],
  ['Ashlesha', ['Aslesha', 'Ayilyam', 'Aayilyam']],
  ['Magha', ['Makam', 'Magham']],
  ['Purva Phalguni', ['Poorva Phalguni', 'Pooram']],
  ['Uttara Phalguni', ['Uthram', 'Utthiram']],
  ['Hasta', ['Hastha', 'Atham', 'Hastam']],
  ['Chitra', ['Chithira', 'Chittirai']],
  ['Swati', ['Swathi', 'Chothi', 'Svaati']],
  ['Vishakha', ['Vishakham', 'Visakam']],
  ['Anuradha', ['Anizham', 'Anusham']],
  ['Jyeshtha', ['Jyesta', 'Thrikketta', 'Kettai']],
  ['Mula', ['Moolam']],
  ['Purva Ashadha', ['Poorvashada', 'Pooradam', 'Pooraadam']],
  ['Uttara Ashadha', ['Uttarashada', 'Uthradam', 'Utthiraadam']],
  ['Shravana', ['Sravana', 'Thiruvonam']],
  ['Dhanishtha', ['Dhanishta', 'Sravishta', 'Avittam']],
  ['Shatabhisha', ['Satabhishak', 'Chathayam', 'Sadhayam']],
  ['Purva Bhadrapada', ['Poorvabhadra', 'Poorva Proshtapada', 'Pooruruttathi', 'Poorattaadhi']],
  ['Uttara Bhadrapada', ['Uttarabhadra', 'Uttara Proshtapada', 'Uthrattathi', 'Utthirattaadhi']],
  ['Revati', ['Revathi']],
];

export const BIRTH_STAR_SEEDS: readonly BirthStarSeed[] = TABLE.map(([name, aliases]) => ({
  code: name,
  name,
  aliases,
}));

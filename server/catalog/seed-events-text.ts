/**
 * The seed's sample regional events and reading types in Malayalam, Tamil and
 * Hindi (stored by server/catalog/seed-texts.ts, flagged unreviewed). Event
 * ids follow regional-events.ts (100 + 10 × region index + 1, 2, 3); the
 * region's name is written in each script.
 */
import { REGION_SEEDS } from './regional-events';

type Language = 'ml' | 'ta' | 'hi';
type ByLanguage<T> = Readonly<Record<Language, T>>;

/** Region id (regional-events.ts) → language → the region's name. */
export const SEED_REGION_NAMES: Readonly<Record<number, ByLanguage<string>>> = {
  1: {
    ml: 'സാൻ ഫ്രാൻസിസ്കോ ബേ ഏരിയ',
    ta: 'சான் பிரான்சிஸ்கோ விரிகுடாப் பகுதி',
    hi: 'सैन फ़्रांसिस्को बे एरिया',
  },
  2: { ml: 'ഡാലസ്–ഫോർട്ട് വർത്ത്', ta: 'டாலஸ்–ஃபோர்ட் வொர்த்', hi: 'डैलस–फ़ोर्ट वर्थ' },
  3: { ml: 'ടൊറന്റോ', ta: 'டொரன்டோ', hi: 'टोरंटो' },
};

const WORDS: ByLanguage<{
  homa: string;
  shani: string;
  session: string;
  sessionTitle: string;
  programme: (region: string) => string;
  priests: string;
  astrologer: string;
  sample: string;
}> = {
  ml: {
    homa: 'നവഗ്രഹ ഹോമം',
    shani: 'ശനിദോഷ പരിഹാര പൂജ',
    session: 'വേദ ജ്യോതിഷ കൂടിക്കാഴ്ച',
    sessionTitle: 'വേദ ജ്യോതിഷ കൂടിക്കാഴ്ച (30 മിനിറ്റ്)',
    programme: (region) => `${region} പ്രാദേശിക പരിപാടി`,
    priests: 'ബ്രഹ്മസ്ഥാന ക്ഷേത്രത്തിലെ പൂജാരിമാർ (മാതൃക)',
    astrologer: 'സന്ദർശിക്കുന്ന ജ്യോതിഷി (മാതൃക)',
    sample: 'മാതൃകാ പരിപാടി: ക്ഷേത്രം ഇതിനു പകരം യഥാർഥ പരിപാടി നൽകും.',
  },
  ta: {
    homa: 'நவக்கிரக ஹோமம்',
    shani: 'சனி தோஷ பரிகாரப் பூஜை',
    session: 'வேத ஜோதிட அமர்வு',
    sessionTitle: 'வேத ஜோதிட அமர்வு (30 நிமிடங்கள்)',
    programme: (region) => `${region} பிராந்திய நிகழ்ச்சி`,
    priests: 'பிரம்மஸ்தான ஆலய அர்ச்சகர்கள் (மாதிரி)',
    astrologer: 'வருகை தரும் ஜோதிடர் (மாதிரி)',
    sample: 'மாதிரி நிகழ்ச்சி: கோயில் இதற்குப் பதிலாகத் தன் உண்மையான நிகழ்ச்சியை அறிவிக்கும்.',
  },
  hi: {
    homa: 'नवग्रह होम',
    shani: 'शनि दोष परिहार पूजा',
    session: 'वैदिक ज्योतिष सत्र',
    sessionTitle: 'वैदिक ज्योतिष सत्र (30 मिनट)',
    programme: (region) => `${region} क्षेत्रीय कार्यक्रम`,
    priests: 'ब्रह्मस्थान मंदिर के पुजारी (नमूना)',
    astrologer: 'अतिथि ज्योतिषी (नमूना)',
    sample: 'नमूना कार्यक्रम: मंदिर इसकी जगह अपना वास्तविक कार्यक्रम देगा।',
  },
};

export type EventWords = Record<
  'name' | 'offeringTitle' | 'title' | 'hostedBy' | 'extDescription',
  string
>;

/** Event id → language → its words. */
export function seedEventWords(): ReadonlyMap<number, ByLanguage<EventWords>> {
  const words = new Map<number, ByLanguage<EventWords>>();
  REGION_SEEDS.forEach((region, index) => {
    const base = 100 + index * 10;
    const of = (language: Language, offering: 'homa' | 'shani' | 'session'): EventWords => {
      const w = WORDS[language];
      const place = SEED_REGION_NAMES[region.id]?.[language] ?? region.name;
      return {
        name: `${w[offering]} — ${place}`,
        offeringTitle: offering === 'session' ? w.sessionTitle : w[offering],
        title: w.programme(place),
        hostedBy: offering === 'session' ? w.astrologer : w.priests,
        extDescription: w.sample,
      };
    };
    const all = (offering: 'homa' | 'shani' | 'session') => ({
      ml: of('ml', offering),
      ta: of('ta', offering),
      hi: of('hi', offering),
    });
    words.set(base + 1, all('homa'));
    words.set(base + 2, all('shani'));
    words.set(base + 3, all('session'));
  });
  return words;
}

/** A reading type's words; `covers` holds one point a line. */
export type ReadingTypeWords = Record<'name' | 'summary' | 'covers', string>;

const lines = (...points: string[]) => points.join('\n');

/** Reading type id (server/astro/seed-data.ts) → language → its words. */
export const SEED_READING_TYPE_WORDS: Readonly<Record<number, ByLanguage<ReadingTypeWords>>> = {
  1: {
    ml: {
      name: 'ജാതക പരിശോധന',
      summary: 'ഒരാളുടെ വേദ ജാതകത്തിന്റെ പൊതുവായ പരിശോധന; താങ്കൾ കൊണ്ടുവരുന്ന ചോദ്യങ്ങൾക്കും സമയമുണ്ട്.',
      covers: lines(
        'ജാതകത്തിന്റെ പ്രധാന ഘടകങ്ങൾ: ലഗ്നം, ചന്ദ്രരാശി, ജന്മനക്ഷത്രം',
        'ഇപ്പോഴത്തെ ദശയും അടുത്ത ദശയും',
        'ജോലി, കുടുംബം, മനസ്സിന്റെ ആരോഗ്യം തുടങ്ങി ജാതകം എടുത്തുകാട്ടുന്ന ജീവിതമേഖലകൾ',
        'ജ്യോതിഷി കാരണം കാണുന്നെങ്കിൽ, ഒരു പൂജയോ പ്രാർഥനയോ സഹായിക്കുമോ എന്ന്',
      ),
    },
    ta: {
      name: 'ஜாதக ஆய்வு',
      summary: 'ஒருவரின் வேத ஜாதகத்தைப் பற்றிய பொதுவான பார்வை; நீங்கள் கொண்டுவரும் கேள்விகளுக்கும் நேரம் உண்டு.',
      covers: lines(
        'ஜாதகத்தின் முக்கிய அம்சங்கள்: லக்னம், சந்திர ராசி, ஜன்ம நட்சத்திரம்',
        'இப்போது நடக்கும் தசையும் அடுத்து வரும் தசையும்',
        'வேலை, குடும்பம், மன நலம் போன்ற, ஜாதகம் சுட்டிக்காட்டும் வாழ்க்கைத் துறைகள்',
        'ஜோதிடர் காரணம் கண்டால், ஒரு பூஜையோ பிரார்த்தனையோ உதவுமா என்பது',
      ),
    },
    hi: {
      name: 'जन्म कुंडली विचार',
      summary: 'एक व्यक्ति की वैदिक जन्म कुंडली पर एक सामान्य दृष्टि, साथ में आपके प्रश्नों के लिए समय।',
      covers: lines(
        'कुंडली की मुख्य बातें: लग्न, चंद्र राशि और जन्म नक्षत्र',
        'अभी चल रही दशा और उसके बाद आने वाली दशा',
        'जीवन के वे क्षेत्र जिन पर कुंडली प्रकाश डालती है, जैसे काम, परिवार और मन का स्वास्थ्य',
        'यदि ज्योतिषी को कारण दिखे, तो क्या कोई पूजा या प्रार्थना सहायक हो सकती है',
      ),
    },
  },
  2: {
    ml: {
      name: 'ഒരു ചോദ്യത്തിനുള്ള ജ്യോതിഷ പരിശോധന',
      summary: 'ഇപ്പോൾ താങ്കൾക്കു പ്രധാനമായ ഒരു ചോദ്യത്തെക്കുറിച്ചുള്ള ചെറിയ കൂടിക്കാഴ്ച.',
      covers: lines(
        'ജാതകത്തിലൂടെയും ഇപ്പോഴത്തെ ദശകളിലൂടെയും നോക്കുന്ന ഒരു ചോദ്യം',
        'ജാതകത്തിന് എന്തെങ്കിലും പറയാൻ കഴിയുന്നിടത്ത്, ആ കാര്യത്തിന് അതു സൂചിപ്പിക്കുന്ന സമയം',
        'സൂചനയുണ്ടെങ്കിൽ, ഒരു പരിഹാര നിർദേശം',
      ),
    },
    ta: {
      name: 'ஒரு கேள்விக்கான ஜோதிட ஆய்வு',
      summary: 'இப்போது உங்களுக்கு முக்கியமான ஒரு கேள்வியைப் பற்றிய சுருக்கமான அமர்வு.',
      covers: lines(
        'ஜாதகத்தின் வழியாகவும் நடப்புத் தசைகளின் வழியாகவும் பார்க்கப்படும் ஒரு கேள்வி',
        'ஜாதகம் ஏதேனும் சொல்லக்கூடிய இடத்தில், அந்த விஷயத்துக்கு அது காட்டும் காலம்',
        'தேவை எனத் தெரிந்தால், ஒரு பரிகாரப் பரிந்துரை',
      ),
    },
    hi: {
      name: 'एक प्रश्न का ज्योतिष विचार',
      summary: 'अभी आपके लिए महत्वपूर्ण किसी एक प्रश्न पर एक छोटा सत्र।',
      covers: lines(
        'एक प्रश्न, जन्म कुंडली और वर्तमान दशाओं के आधार पर',
        'जहाँ कुंडली कुछ कह सके, वहाँ उस विषय का वह समय जो वह सुझाती है',
        'संकेत हो तो कोई उपाय',
      ),
    },
  },
  3: {
    ml: {
      name: 'രണ്ടു പേർക്കുള്ള പൊരുത്ത പരിശോധന',
      summary: 'വിവാഹത്തിനോ മറ്റൊരു അടുത്ത ബന്ധത്തിനോ വേണ്ടി രണ്ടു പേരുടെ ജാതകങ്ങൾ ഒരുമിച്ചു പരിശോധിക്കുന്നു.',
      covers: lines(
        'ജന്മനക്ഷത്രവും ഗ്രഹസ്ഥാനങ്ങളും നോക്കി രണ്ടു ജാതകങ്ങളുടെയും താരതമ്യം',
        'പൊരുത്തത്തിന്റെ ശക്തികളും ശ്രദ്ധ വേണ്ട കാര്യങ്ങളും',
        'ജാതകങ്ങൾ സൂചിപ്പിക്കുന്നെങ്കിൽ, ദമ്പതികൾക്കു യോജിച്ച പൂജകളോ പ്രാർഥനകളോ',
      ),
    },
    ta: {
      name: 'இருவருக்கான பொருத்த ஆய்வு',
      summary: 'திருமணத்துக்காகவோ வேறு நெருங்கிய உறவுக்காகவோ இருவரின் ஜாதகங்கள் அருகருகே ஆராயப்படுகின்றன.',
      covers: lines(
        'ஜன்ம நட்சத்திரத்தாலும் கிரக நிலைகளாலும் இரு ஜாதகங்களின் ஒப்பீடு',
        'பொருத்தத்தின் பலங்களும் கவனம் தேவைப்படும் விஷயங்களும்',
        'ஜாதகங்கள் சுட்டினால், தம்பதியருக்கு ஏற்ற பூஜைகள் அல்லது பிரார்த்தனைகள்',
      ),
    },
    hi: {
      name: 'दो लोगों के लिए गुण मिलान',
      summary: 'विवाह या किसी अन्य निकट संबंध के लिए दो लोगों की जन्म कुंडलियों का साथ-साथ अध्ययन।',
      covers: lines(
        'दोनों कुंडलियों की तुलना, जन्म नक्षत्र और ग्रहों की स्थिति से',
        'मिलान की खूबियाँ और वे बातें जिन पर ध्यान देना हो',
        'यदि कुंडलियाँ सुझाएँ, तो दंपती के लिए उपयुक्त पूजाएँ या प्रार्थनाएँ',
      ),
    },
  },
};

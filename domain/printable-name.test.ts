import { describe, expect, it } from 'vitest';
import { hasUnprintableLetters } from './printable-name';

describe('hasUnprintableLetters', () => {
  it('lets through names in the four scripts the receipts print', () => {
    for (const name of ['Asha Nair', 'Zoë Łukasz', 'ശ്രീലക്ഷ്മി നായർ', 'ஸ்ரீநிவாசன்', 'श्रीनिवास']) {
      expect(hasUnprintableLetters(name), name).toBe(false);
    }
  });
  it('finds a letter of another script, an emoji or an unassigned code point', () => {
    for (const name of ['Ἀθηνᾶ', 'శ్రీనివాస', 'Asha 🙏', 'ஂ\u0b80']) {
      expect(hasUnprintableLetters(name), name).toBe(true);
    }
  });
});

/** The family page's words for the kept values: relations, traditions, ways of counting months. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LunarScheme, Relation, Tradition } from '../../../domain/account/family';

export const RELATION_WORDS: Readonly<Record<Relation, MessageDescriptor>> = {
  self: msg({ message: 'Myself', comment: 'who a family person is to the devotee' }),
  spouse: msg`Spouse`,
  daughter: msg`Daughter`,
  son: msg`Son`,
  mother: msg`Mother`,
  father: msg`Father`,
  sister: msg`Sister`,
  brother: msg`Brother`,
  grandmother: msg`Grandmother`,
  grandfather: msg`Grandfather`,
  granddaughter: msg`Granddaughter`,
  grandson: msg`Grandson`,
  motherInLaw: msg`Mother-in-law`,
  fatherInLaw: msg`Father-in-law`,
  daughterInLaw: msg`Daughter-in-law`,
  sonInLaw: msg`Son-in-law`,
  other: msg({ message: 'Someone else', comment: 'a family person of another relation' }),
};

export const TRADITION_WORDS: Readonly<Record<Tradition, MessageDescriptor>> = {
  kerala: msg`Kerala (Malayalam solar months)`,
  tamil: msg`Tamil (Tamil solar months)`,
  lunar: msg`North Indian (lunar months)`,
};

export const LUNAR_SCHEME_WORDS: Readonly<Record<LunarScheme, MessageDescriptor>> = {
  amanta: msg`Amanta: a month ends at the new moon`,
  purnimanta: msg`Purnimanta: a month ends at the full moon`,
};

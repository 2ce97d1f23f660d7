/**
 * A puja's stored schedule_rule and the console's choice, both ways (no zod
 * here: the console imports this without the schemas).
 */
import type { ScheduleInput } from './catalog';

/** Krittika's monthly rule keeps its own name (the seed and the Kali/Karthika page use it). */
const KRITTIKA_STAR = 2;

/** The stored schedule_rule of a rule: WEEKLY:<0-6>, KRITTIKA, STAR:<0-26>, MANUAL or NONE. */
export function scheduleRuleCode(input: ScheduleInput): string {
  switch (input.rule) {
    case 'WEEKLY':
      return `WEEKLY:${input.weekday}`;
    case 'BIRTH_STAR':
      return input.star === KRITTIKA_STAR ? 'KRITTIKA' : `STAR:${input.star}`;
    case 'DATES':
      return 'MANUAL';
    case 'NONE':
      return 'NONE';
  }
}

/** A stored schedule_rule read back: the rule, and its weekday or birth star. */
export function parseScheduleRule(
  code: string,
):
  | { rule: 'WEEKLY'; weekday: number }
  | { rule: 'BIRTH_STAR'; star: number }
  | { rule: 'DATES' | 'NONE' } {
  const weekly = /^WEEKLY:([0-6])$/.exec(code);
  if (weekly) return { rule: 'WEEKLY', weekday: Number(weekly[1]) };
  if (code === 'KRITTIKA') return { rule: 'BIRTH_STAR', star: KRITTIKA_STAR };
  const star = /^STAR:(\d{1,2})$/.exec(code);
  if (star && Number(star[1]) <= 26) return { rule: 'BIRTH_STAR', star: Number(star[1]) };
  return { rule: code === 'MANUAL' ? 'DATES' : 'NONE' };
}

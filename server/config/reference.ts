/**
 * The settings reference of docs/configuration.md, rendered from the schema's fields and
 * rules (scripts/config-doc.ts writes it between the markers; a test keeps it current).
 */
import { ENV_FIELDS } from './env-schema';
import { CONFIG_RULES, PRODUCTION_RULES } from './rules';
import { SETTING_GROUPS, settingDocs, type SettingDoc } from './setting';

/** The markers around the generated part (the text above them says how it is made). */
export const REFERENCE_START = '<!-- settings:start -->';
export const REFERENCE_END = '<!-- settings:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function defaultOf(doc: SettingDoc): string {
  if (doc.default === undefined) return 'unset';
  return typeof doc.default === 'string' ? `\`${doc.default}\`` : doc.default.computed;
}

function documented(): { name: string; doc: SettingDoc }[] {
  return Object.entries(ENV_FIELDS).map(([name, field]) => {
    const doc = settingDocs.get(field);
    if (!doc) throw new Error(`${name} has no documentation in the schema`);
    return { name, doc };
  });
}

/** The generated part: a table per group of settings, then the rules. */
export function settingsReference(): string {
  const settings = documented();
  const sections = SETTING_GROUPS.map((group) => {
    const rows = settings
      .filter(({ doc }) => doc.group === group)
      .map(
        ({ name, doc }) =>
          `| \`${name}\` | ${cell(doc.type)} | ${cell(defaultOf(doc))} | ${cell(doc.description)} |`,
      );
    return [
      `### ${group}`,
      '',
      '| variable | type | default | meaning |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  });
  const list = (rules: typeof CONFIG_RULES) => rules.map((rule) => `- ${rule.says}`).join('\n');
  return [
    REFERENCE_START,
    '',
    ...sections.flatMap((section) => [section, '']),
    '### Rules between settings',
    '',
    'Every configuration is refused unless:',
    '',
    list(CONFIG_RULES),
    '',
    '`npm run serve` in production (`PAYMENT_ENV=production`) also refuses to start, naming every problem at once, unless:',
    '',
    list(PRODUCTION_RULES),
    '',
    REFERENCE_END,
  ].join('\n');
}

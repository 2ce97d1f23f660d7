import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  prefix,
  route,
} from '@react-router/dev/routes';
import { LANGUAGE_PREFIXES } from './site-paths';

/** One set of routes per language prefix; ids made unique per prefix. */
function pages(lang: string): RouteConfigEntry[] {
  const id = (name: string) => `${lang || 'en'}-${name}`;
  return [
    index('routes/content.tsx', { id: id('home') }),
    route('terms', 'routes/content.tsx', { id: id('terms') }),
    route('types-of-puja', 'routes/content.tsx', { id: id('types-of-puja') }),
    route('order-a-puja-online', 'routes/wizard.tsx', { id: id('wizard') }),
  ];
}

export default [
  layout('routes/shell.tsx', [
    ...pages(''),
    ...LANGUAGE_PREFIXES.filter(Boolean).flatMap((lang) => prefix(lang, pages(lang))),
  ]),
] satisfies RouteConfig;

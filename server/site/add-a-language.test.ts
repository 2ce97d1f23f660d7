/**
 * Adding a language is one line of the language list and its catalogs
 * (docs/translating.md): with the pseudo-language added as a line, its
 * addresses answer, in its `lang`, with its alternates on every page, and
 * its catalogs exist (lingui.config.ts takes the list too).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, PSEUDO_LANGUAGE } from '../../domain/languages';
import { hostSite } from './host-site';
import { FIXTURE_LIVE_SOURCE, builtSiteForTheFile } from './test-support/built-site';
import linguiConfig from '../../lingui.config';

const WITH_PSEUDO = [...LANGUAGES, PSEUDO_LANGUAGE];
const dir = builtSiteForTheFile('puja-add-language-', {
  htmlAttributes: ' lang="en"',
  prerendered: { '/en-XA/terms': { title: 'Ţēŕḿś', description: 'ď' } },
  rendered: { '/en-XA/terms': '<h1>Ţēŕḿś</h1>' },
});
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await hostSite(app, {
    staticDir: dir,
    publicUrl: 'https://puja.example.org',
    languages: WITH_PSEUDO,
    live: FIXTURE_LIVE_SOURCE,
  });
});
afterAll(async () => {
  await app?.close();
});

describe('a language added by one line', () => {
  it('answers its addresses in its own lang, with its alternate on every language’s page', async () => {
    const page = await app.inject({ url: '/en-XA/terms' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en-XA">');
    expect(page.body).toContain('<h1>Ţēŕḿś</h1>');
    const malayalam = await app.inject({ url: '/ml/terms' });
    expect(malayalam.body).toContain(
      '<link rel="alternate" hreflang="en-XA" href="https://puja.example.org/en-XA/terms" />',
    );
    const legacy = await app.inject({ url: '/en-XA/Terms.html' });
    expect(legacy.headers.location).toBe('/en-XA/terms');
  });

  it('has its catalogs, and the catalogs’ configuration follows the list', () => {
    expect(linguiConfig.locales).toEqual([...LANGUAGES.map((l) => l.code), PSEUDO_LANGUAGE.code]);
    for (const file of ['src/locales/en-XA/site.po', 'src/locales/en-XA/flows.po']) {
      expect(existsSync(path.join(process.cwd(), file)), file).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18nWrapper, testI18n } from '../../tests/test-support/i18n';
import { BrowserRouter } from '../app/router';
import { Topics, TopicsContents, type Topic } from './Topics';

const TOPICS: readonly Topic[] = [
  {
    id: 'what-we-collect',
    title: msg`What we collect`,
    blocks: [
      msg`Reading the pages of this site does not require you to give us anything.`,
      { list: [msg`the address the prasad is sent to.`] },
    ],
  },
  {
    id: 'how',
    title: msg`How booking works`,
    blocks: [
      { ordered: true, list: [<Trans key="one">Read the disclaimer</Trans>] },
      { button: { to: '/astro-start', label: msg`Book a reading`, look: 'primary' } },
      { show: <aside>drawn as it is</aside> },
    ],
  },
];

describe('a page drawn from its topics', () => {
  it('draws each topic as an h2 with its id, then its blocks in order, and a contents list', async () => {
    const { container } = render(
      <BrowserRouter>
        <TopicsContents topics={TOPICS} label="On this page" />
        <Topics topics={TOPICS} />
      </BrowserRouter>,
      { wrapper: i18nWrapper(await testI18n('ml', ['site'])) },
    );
    const prose = container.querySelector('.prose')!;
    expect([...prose.children].map((element) => element.tagName)).toEqual([
      'H2',
      'P',
      'UL',
      'H2',
      'OL',
      'P',
      'ASIDE',
    ]);
    expect([...prose.querySelectorAll('h2')].map((heading) => heading.id)).toEqual([
      'what-we-collect',
      'how',
    ]);
    // Translated: the Malayalam catalog's words, not the English source.
    expect(prose.querySelector('h2')!.textContent).not.toBe('What we collect');
    const button = prose.querySelector('a.button')!;
    expect(button.getAttribute('class')).toBe('button button--primary');
    expect(button.getAttribute('href')).toBe('/astro-start');
    const contents = container.querySelector('nav.toc')!;
    expect(contents.getAttribute('aria-label')).toBe('On this page');
    expect([...contents.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#what-we-collect',
      '#how',
    ]);
    expect(contents.querySelector('a')!.textContent).toBe(prose.querySelector('h2')!.textContent);
  });
});

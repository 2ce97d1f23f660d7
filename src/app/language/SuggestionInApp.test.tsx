/**
 * The suggestion as the SPA shows it: the bar in the suggested language,
 * answered in place, the answer remembered by the shell's behaviours.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from '../router';
import { rememberedLanguageChoice } from './language-choice';
import SuggestionInApp from './SuggestionInApp';
import { shellBehavioursInEachTest } from '../../../tests/test-support/shell-behaviours';

shellBehavioursInEachTest();

/** The address as the visitor sees it (the router's own path leaves the language out). */
function Where() {
  useLocation();
  return <p data-testid="where">{window.location.pathname}</p>;
}

async function renderSuggestion(path: string) {
  window.history.replaceState(null, '', path);
  const onAnswer = vi.fn();
  render(
    <BrowserRouter>
      <SuggestionInApp language="ml" onAnswer={onAnswer} />
      <Where />
    </BrowserRouter>,
  );
  const bar = await screen.findByRole('complementary');
  return { bar, onAnswer, user: userEvent.setup() };
}

describe('SuggestionInApp', () => {
  it('speaks the suggested language and switches the page in place when accepted', async () => {
    const { bar, onAnswer, user } = await renderSuggestion('/terms');
    expect(bar).toHaveAttribute('lang', 'ml');
    const accept = within(bar).getByRole('link');
    expect(accept).toHaveAttribute('href', '/ml/terms');
    expect(accept.textContent).not.toBe('Show it in my language');
    await user.click(accept);
    // The switch waits for the language's catalog.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ml/terms'));
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(rememberedLanguageChoice()).toBe('ml');
  });

  it('keeps English when refused, and remembers that', async () => {
    const { bar, onAnswer, user } = await renderSuggestion('/terms');
    await user.click(within(bar).getByRole('button'));
    expect(screen.getByTestId('where')).toHaveTextContent('/terms');
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(rememberedLanguageChoice()).toBe('en');
  });
});

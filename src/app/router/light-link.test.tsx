import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Link } from './light-link';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function renderLink(element: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/start']}>
      {element}
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('the light Link', () => {
  it('renders an anchor with the href and attributes, and navigates in the app on a plain click', () => {
    const link = renderLink(
      <Link to="/terms?x=1" className="c" aria-current="page" prefetch="intent">
        Terms
      </Link>,
    );
    expect(link).toHaveAttribute('href', '/terms?x=1');
    expect(link).toHaveClass('c');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('prefetch');
    const click = fireEvent.click(link, { button: 0 });
    expect(click).toBe(false); // default prevented: no page load
    expect(screen.getByRole('status')).toHaveTextContent('/terms?x=1');
  });

  it('leaves modified clicks, other targets and prevented clicks to the browser', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const link = renderLink(<Link to="/privacy">Privacy</Link>);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(link, { button: 0, [modifier]: true })).toBe(true);
    }
    expect(screen.getByRole('status')).toHaveTextContent('/start');
    render(
      <MemoryRouter>
        <Link to="/a" target="_blank">
          New tab
        </Link>
        <Link to="/b" onClick={onClick}>
          Handled
        </Link>
      </MemoryRouter>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps absolute URLs as they are', () => {
    const link = renderLink(<Link to="https://example.org/x">Out</Link>);
    expect(link).toHaveAttribute('href', 'https://example.org/x');
    expect(fireEvent.click(link, { button: 0 })).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StatechartsPage from './StatechartsPage';

describe('the statecharts page', () => {
  it('draws every machine with a described diagram and its transition table', () => {
    render(<StatechartsPage />);
    for (const id of ['order', 'astroBooking', 'astroReschedule']) {
      expect(screen.getByRole('heading', { level: 2, name: id })).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: new RegExp(`^Statechart of ${id}:`) }),
      ).toBeInTheDocument();
      expect(screen.getByRole('table', { name: `Transitions of ${id}` })).toBeInTheDocument();
    }
    const orderTable = screen.getByRole('table', { name: 'Transitions of order' });
    expect(orderTable).toHaveTextContent('paymentSettled');
  });
});

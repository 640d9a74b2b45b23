// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { longItalianDate } from '@nbp/contracts/format';
import { renderWithApp } from '../../../test/render.tsx';
import { MonthCalendar } from './month-calendar.tsx';

function renderCalendar(initialDay = '2027-12-30', isDisabled = (_iso: string) => false) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <MonthCalendar
      heading="Scegli la data di inizio"
      initialDay={initialDay}
      start={null}
      end={null}
      isDisabled={isDisabled}
      isBlocked={() => false}
      onPick={onPick}
      onClose={onClose}
    />,
  );
  return { onPick, onClose };
}

const grid = () => screen.getByRole('grid');

describe('the month calendar (date picker by keyboard and pointer)', () => {
  it('shows 42 days from Monday, focuses the initial day, and the arrows cross into the next year', async () => {
    const user = userEvent.setup();
    const { onPick } = renderCalendar();
    expect(grid().getAttribute('aria-label')).toMatch(/^dicembre 2027$/i);
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(document.activeElement?.getAttribute('aria-label')).toBe(longItalianDate('2027-12-30'));
    await user.keyboard('{ArrowDown}');
    expect(grid().getAttribute('aria-label')).toMatch(/^gennaio 2028$/i);
    expect(document.activeElement?.getAttribute('aria-label')).toBe(longItalianDate('2028-01-06'));
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('2028-01-06');
  });

  it('moves by month with its buttons and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderCalendar('2027-06-10');
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(grid().getAttribute('aria-label')).toMatch(/^luglio 2027$/i);
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(grid().getAttribute('aria-label')).toMatch(/^maggio 2027$/i);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps a disabled day reachable by keyboard but marks it aria-disabled', () => {
    renderCalendar('2027-06-10', (iso) => iso < '2027-06-10');
    const before = screen.getByRole('button', { name: longItalianDate('2027-06-09') });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: longItalianDate('2027-06-10') }).getAttribute('aria-disabled')).toBeNull();
  });
});

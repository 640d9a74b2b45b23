// @vitest-environment happy-dom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DayInput } from './day-field.tsx';

function Form({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DayInput label="Data inizio" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DayInput (docs/back-office.md#dates)', () => {
  it('shows a day as gg/mm/aaaa and gives the form AAAA-MM-GG, whatever is typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<Form initial="2027-06-12" />);
    const field = screen.getByLabelText('Data inizio');
    expect((field as HTMLInputElement).value).toBe('12/06/2027');
    await user.clear(field);
    await user.type(field, '5/7/2027');
    expect(screen.getByTestId('value').textContent).toBe('2027-07-05');
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('05/07/2027');
  });

  it('passes what is no day as typed, and says how to write it when the form refuses it', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithApp(<Form initial="" />);
    await user.type(screen.getByLabelText('Data inizio'), '31/02/2027');
    expect(screen.getByTestId('value').textContent).toBe('31/02/2027');
    rerender(<Form initial="" error="Data non valida" />);
    expect(screen.getByText('Data non valida: scrivila come gg/mm/aaaa')).toBeTruthy();
  });
});

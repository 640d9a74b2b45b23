// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp, type FakeRoutes } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function open(routes: FakeRoutes = {}) {
  const view = renderWithApp(<ChangePasswordForm />, { server: fakeServer(routes) });
  const fill = async (current: string, next: string, confirm: string) => {
    const user = userEvent.setup();
    for (const [label, value] of [
      ['Password attuale', current],
      ['Nuova password', next],
      ['Conferma nuova password', confirm],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      if (value) await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Cambia Password' }));
  };
  return { ...view, fill };
}

describe('admin: Impostazioni, the password change', () => {
  it('says the first rule the typed passwords break, above the form, and sends nothing', async () => {
    const { fill, requests } = open();
    await fill('Vecchia1!', 'Nuova1!x', 'Nuova1!y');
    expect((await screen.findByRole('alert')).textContent).toMatch(/non corrispondono/);
    await fill('Vecchia1!', 'Nuova1!x', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Tutti i campi sono obbligatori');
    expect(requests).toEqual([]);
  });

  it('sends the current and the new password, empties the fields and says it worked', async () => {
    const { fill, requests } = open({ 'POST /api/admin/change-password': () => ({ body: { ok: true } }) });
    await fill('Vecchia1!', 'Nuova1!x', 'Nuova1!x');
    expect(await screen.findByText('Password cambiata con successo!')).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', url: '/api/admin/change-password', body: { currentPassword: 'Vecchia1!', newPassword: 'Nuova1!x' } },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Password attuale').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal above the form, the typed values kept", async () => {
    const { fill } = open({
      'POST /api/admin/change-password': () => ({ status: 400, body: { error: 'bad_request', message: 'Password attuale non corretta' } }),
    });
    await fill('Sbagliata1!', 'Nuova1!x', 'Nuova1!x');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password attuale non corretta'));
    expect(screen.getByLabelText<HTMLInputElement>('Nuova password').value).toBe('Nuova1!x');
  });
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

describe('the sign-in form', () => {
  it('says both are needed, marks the blank fields and focuses the first, sending nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email e password sono obbligatorie');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    await user.type(screen.getByLabelText('Email'), 'admin@example.it');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(requests).toEqual([]);
  });

  it('shows the refusal of wrong credentials above the form', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<LoginForm />, {
      server: fakeServer({ 'POST /api/login/local': () => ({ status: 401, body: { error: 'unauthorized' } }) }),
    });
    await user.type(screen.getByLabelText('Email'), ' admin@example.it ');
    await user.type(screen.getByLabelText('Password'), 'Sbagliata1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Credenziali non valide. Riprova.');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/login/local']);
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('login-error');
  });
});

// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const accepting = fakeServer({
  'POST /api/send-contact-email': () => ({ status: 201, body: { message: 'Messaggio inviato' } }),
});

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('the contact form in English', () => {
  it('refuses empty fields with English messages and sends nothing', async () => {
    const { requests } = renderWithApp(<ContactForm />, { path: '/en/contact', server: accepting });
    const form = screen.getByRole('form', { name: 'Contact form' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    // The first check waits for the checks' own code (loaded on first use, contact-form.tsx).
    await waitFor(
      () => expect(alerts()).toEqual(['Name required', 'Phone number required', 'Invalid email address', 'Message too short']),
      {
        timeout: 10_000,
      },
    );
    expect(requests).toEqual([]);
  });

  it('sends a valid message and thanks in English', async () => {
    const { requests } = renderWithApp(<ContactForm />, { path: '/en/contact', server: accepting });
    await userEvent.type(screen.getByLabelText('Full name'), 'Jane Smith');
    await userEvent.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.co.uk');
    await userEvent.type(screen.getByLabelText('Message'), 'We would like a boat without a licence in July.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you for writing to us!' });
    await screen.findByText('Message sent!');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/send-contact-email',
        body: {
          name: 'Jane Smith',
          phone: '+44 20 7946 0958',
          email: 'jane@example.co.uk',
          message: 'We would like a boat without a licence in July.',
        },
      },
    ]);
  });

  it('keeps the Italian texts on the Italian page', async () => {
    renderWithApp(<ContactForm />, { path: '/contact', server: accepting });
    const form = screen.getByRole('form', { name: 'Modulo di contatto' });
    await userEvent.click(within(form).getByRole('button', { name: 'Invia messaggio' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Nome richiesto', 'Numero di telefono richiesto', 'Email non valida', 'Messaggio troppo breve']),
    );
    expect(screen.getByLabelText('Nome e cognome')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import DestinationsRoute from './destinations.tsx';
import FaqRoute from './faq.tsx';
import AboutRoute from './about.tsx';

/** Every link of the page, as an address. */
const hrefs = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));

describe('the destinations page in English', () => {
  it('shows the islands in English, keeping their Italian names, and switches tabs', async () => {
    renderWithApp(<DestinationsRoute />, { path: '/en/destinations' });
    await waitFor(() => expect(document.title).toMatch(/^Destinations: the Aeolian Islands and the Gulf of Patti \| /));
    screen.getByRole('heading', { level: 1, name: 'Where the sea of Patti takes you' });
    const tabs = screen.getByRole('tablist', { name: 'Destinations' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Isole Eolie');
    const panel = screen.getByRole('tabpanel');
    for (const island of ['Vulcano', 'Lipari', 'Salina', 'Panarea', 'Filicudi', 'Alicudi', 'Stromboli'])
      within(panel).getByRole('heading', { name: island });
    expect(within(panel).getAllByText('~45 miles')).toHaveLength(2);
    within(panel).getByText('Distance from Patti: about 15 nautical miles');
    within(panel).getByRole('list', { name: 'Things to see at Vulcano' });
    within(panel).getByText(/The nearest island: thermal mud baths/);
    screen.getByRole('heading', { name: 'Suggested itineraries' });
    screen.getByRole('heading', { name: 'Vulcano in a day' });

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Golfo di Patti' }));
    const gulf = await screen.findByRole('tabpanel', { name: 'Golfo di Patti' });
    within(gulf).getByText('~1 mile');
    within(gulf).getByText('Perfect for beginners:');
    expect(screen.queryByText(/miglia|Perfetto/)).toBeNull();
  });
});

describe('the FAQ in English', () => {
  it('asks and answers in English and links to the English contact page', async () => {
    renderWithApp(<FaqRoute />, { path: '/en/faq' });
    await waitFor(() => expect(document.title).toMatch(/^Frequently Asked Questions \| /));
    expect(screen.getAllByRole('group')).toHaveLength(10);
    screen.getByText('Do I need a boat licence?');
    screen.getByText(/pre-authorisation on your credit card \(€500/);
    screen.getByText('Can’t find the answer? Write to us: we reply within 2 hours, every day from 9:00 to 18:00.');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/en/contact');
    expect(screen.queryByText('Serve la patente nautica?')).toBeNull();
  });

  it('keeps the Italian page as it was', async () => {
    renderWithApp(<FaqRoute />, { path: '/faq' });
    screen.getByText('Serve la patente nautica?');
    screen.getByText('Non trovi la risposta? Scrivici: rispondiamo entro 2 ore, tutti i giorni dalle 9:00 alle 18:00.');
    expect(screen.getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe('/contact');
  });
});

describe('About us in English', () => {
  it('tells the story in English and links to the English fleet', async () => {
    renderWithApp(<AboutRoute />, { path: '/en/about' });
    screen.getByRole('heading', { level: 1, name: 'Sea people, at home in Patti' });
    screen.getByText(/^Alacaluf Charter was born in 2025 from a simple idea/);
    screen.getByRole('heading', { name: 'Safety first' });
    screen.getByRole('img', { name: 'The Eolo 7.50 Day Alacaluf IV under way' });
    expect(hrefs()).toEqual(['/en#flotta']);
  });
});

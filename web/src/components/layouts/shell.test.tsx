// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessage } from '@nbp/contracts/http/notification';
import { renderWithApp } from '../../test/render.tsx';
import { setPageWords } from '../../i18n/page-lang.ts';
import it_ from '../../i18n/messages/it.json';
import en from '../../i18n/messages/en.json';
import { PageHead } from '../seo/page-head.tsx';
import { TextField } from '../ui/field.tsx';
import { useToast } from '../ui/toast.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

afterEach(() => setPageWords('it', it_));

/** The switch's links (the header's and the mobile menu's). */
const switches = (container: HTMLElement) => [...container.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')];

describe('language switch', () => {
  it('links an Italian page to the same English page, query and fragment kept, named in English', () => {
    const { container } = renderWithApp(<Header />, { path: '/destinations?tab=1#golfo-patti' });
    const links = switches(container);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/en/destinations?tab=1#golfo-patti');
      expect(link.getAttribute('lang')).toBe('en');
      expect(link.getAttribute('hreflang')).toBe('en');
      expect(link.textContent).toContain('English');
    }
    // The rest of the header is Italian, as it always was.
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'Chi Siamo' }).getAttribute('href')).toBe('/about');
  });

  it('links an English page back to the Italian one, and the English menus stay under /en', () => {
    const { container } = renderWithApp(<Header />, { path: '/en/boat/2?from=home#prices' });
    for (const link of switches(container)) {
      expect(link.getAttribute('href')).toBe('/boat/2?from=home#prices');
      expect(link.getAttribute('lang')).toBe('it');
      expect(link.textContent).toContain('Italiano');
    }
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/en/about');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
    expect(within(nav).getByRole('button', { name: 'Boats' }).className).toBeTruthy();
    expect(screen.getByText('Open menu')).toBeTruthy();
  });

  it("keeps the token of a customer's private page, between its Italian and its English address", () => {
    const italian = renderWithApp(<Header />, { path: '/richiesta/AbC_123-xyz' });
    expect(switches(italian.container).map((link) => link.getAttribute('href'))).toEqual([
      '/en/request/AbC_123-xyz',
      '/en/request/AbC_123-xyz',
    ]);
    italian.unmount();
    const english = renderWithApp(<Header />, { path: '/en/request/AbC_123-xyz' });
    expect(switches(english.container).map((link) => link.getAttribute('href'))).toEqual([
      '/richiesta/AbC_123-xyz',
      '/richiesta/AbC_123-xyz',
    ]);
  });

  it('is not shown on a page that exists in Italian only', () => {
    const { container } = renderWithApp(<Header />, { path: '/login' });
    expect(switches(container)).toHaveLength(0);
  });
});

describe('footer', () => {
  it('speaks English under /en, its links staying in English', () => {
    renderWithApp(<Footer />, { path: '/en/faq' });
    const menu = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(menu).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/en/about');
    expect(within(menu).getByRole('link', { name: 'Eolo 6.90 EL - Alacaluf III' }).getAttribute('href')).toBe('/en/boat/3');
    expect(screen.getByText(/All rights reserved/).textContent).toMatch(
      /^© \d{4} Alacaluf Charter .* · VAT no\. .* · All rights reserved$/,
    );
  });

  it('keeps its Italian words on Italian pages', () => {
    renderWithApp(<Footer />, { path: '/' });
    expect(screen.getByRole('navigation', { name: 'Menu rapido' })).toBeTruthy();
    expect(screen.getByText(/Tutti i diritti riservati/).textContent).toMatch(
      /^© \d{4} Alacaluf Charter .* · P\. IVA .* · Tutti i diritti riservati$/,
    );
    expect(screen.getByText('Imbarco dalle 09:00 alle 10:00, rientro entro le 18:00. Altri orari su accordo.')).toBeTruthy();
  });
});

describe('head tags', () => {
  const head = () => ({
    lang: document.documentElement.lang,
    title: document.title,
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    locale: document.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content,
    localeAlternate: document.head.querySelector<HTMLMetaElement>('meta[property="og:locale:alternate"]')?.content,
    jsonLd: JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { url?: string },
  });

  // The head is written once its code is here (docs/server-rendering.md#code-on-intent).
  it("gives an English page its own canonical, the alternates, og:locale and <html lang='en'>", async () => {
    const origin = window.location.origin;
    renderWithApp(<PageHead title="About Us" description="Our story" path="/about" />, { path: '/en/about' });
    await waitFor(() =>
      expect(head()).toEqual({
        lang: 'en',
        title: 'About Us | Alacaluf Charter - Boat Hire Aeolian Islands',
        canonical: `${origin}/en/about`,
        alternates: { it: `${origin}/about`, en: `${origin}/en/about`, 'x-default': `${origin}/about` },
        locale: 'en_GB',
        localeAlternate: 'it_IT',
        // The business's address is the site's home in the page's language.
        jsonLd: expect.objectContaining({ url: `${origin}/en`, description: 'Our story' }),
      }),
    );
  });

  it('keeps an Italian page as it was, with the same alternates, and drops them on a page in Italian only', async () => {
    const origin = window.location.origin;
    const { unmount } = renderWithApp(<PageHead title="Chi Siamo" description="La nostra storia" path="/about" />, { path: '/about' });
    await waitFor(() =>
      expect(head()).toMatchObject({
        lang: 'it',
        title: 'Chi Siamo | Alacaluf Charter - Noleggio Barche Isole Eolie',
        canonical: `${origin}/about`,
        alternates: { it: `${origin}/about`, en: `${origin}/en/about`, 'x-default': `${origin}/about` },
        locale: 'it_IT',
        localeAlternate: 'en_GB',
      }),
    );
    unmount();
    renderWithApp(<PageHead title="Accesso" description="Riservato" path="/login" />, { path: '/login' });
    await waitFor(() =>
      expect(head()).toMatchObject({ canonical: `${origin}/login`, alternates: {}, locale: 'it_IT', localeAlternate: undefined }),
    );
  });
});

describe('structured data in the head', () => {
  const blocks = () =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string | string[] })['@type'],
    );

  it("writes the business, then the page's own blocks, and replaces them on the next page", async () => {
    const { unmount } = renderWithApp(
      <PageHead title="FAQ" description="Domande" path="/faq" faq={[{ q: 'Serve la patente?', a: 'Dipende dalla barca.' }]} />,
      { path: '/faq' },
    );
    await waitFor(() => expect(blocks()).toEqual([['LocalBusiness', 'TouristAttraction'], 'FAQPage']));
    unmount();
    renderWithApp(
      <PageHead
        title="Alacaluf II"
        description="Una barca"
        path="/boat/2"
        breadcrumbs={[
          { name: 'Alacaluf Charter', path: '/' },
          { name: 'Flotta', path: '/#flotta' },
          { name: 'Alacaluf II', path: '/boat/2' },
        ]}
        product={{ name: 'Alacaluf II', description: 'Una barca', image: '/images/b.svg', price: '150.00' }}
      />,
      { path: '/boat/2' },
    );
    await waitFor(() => expect(blocks()).toEqual([['LocalBusiness', 'TouristAttraction'], 'BreadcrumbList', 'Product']));
  });
});

/** A field checked with the shared contact schema, as the contact form does. */
function CheckedEmail() {
  const [error, setError] = useState<string>();
  return (
    <>
      <TextField label="Email" error={error} />
      <button type="button" onClick={() => setError(contactMessage.shape.email.safeParse('no').error?.issues[0]?.message)}>
        check
      </button>
    </>
  );
}

describe('error texts', () => {
  it("shows a shared schema's field problem in English on an English page", async () => {
    renderWithApp(<CheckedEmail />, { path: '/en/contact' });
    // The schemas speak English once the page has the English texts.
    await waitFor(() => {
      screen.getByRole('button', { name: 'check' }).click();
      expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    });
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says it in Italian on an Italian page, and shows any other text as it is', async () => {
    renderWithApp(
      <>
        <CheckedEmail />
        <TextField label="Altro" error="Qualcosa di nuovo" />
      </>,
      { path: '/contact' },
    );
    await waitFor(() => {
      screen.getByRole('button', { name: 'check' }).click();
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Email non valida', 'Qualcosa di nuovo']);
    });
  });
});

describe('toasts', () => {
  function Show() {
    const { toast } = useToast();
    return (
      <button type="button" onClick={() => toast({ title: 'Done' })}>
        show
      </button>
    );
  }

  it('name their close button in the language the page published', async () => {
    setPageWords('en', en);
    renderWithApp(<Show />, { path: '/en' });
    screen.getByRole('button', { name: 'show' }).click();
    await screen.findByTestId('toast');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
    expect(screen.getByLabelText('Notifications (F8)')).toBeTruthy();
  });
});

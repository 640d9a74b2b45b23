// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_MESSAGES, type BoatCalendars, type CalendarConflict, type CalendarFeed } from '@nbp/contracts/http/calendars';
import { hasUnsavedPageEdits } from '../../../components/admin/unsaved-changes.tsx';
import { fakeServer, renderWithApp, type FakeRoutes, type SentRequest } from '../../../test/render.tsx';
import { CalendarsPanel } from './calendars-panel.tsx';
import { CalendarsTabLabel } from './calendars-tab-label.tsx';
import { ROTATE_WARNING } from './export-link.tsx';

const SAMBOAT: CalendarFeed = {
  id: 10,
  boatId: 1,
  name: 'SamBoat',
  url: 'https://www.samboat.it/calendar/ical/eolo-640-0123456789abcdef.ics?key=segreta',
  lastSuccessAt: '2027-08-03T12:05:00Z',
  lastAttemptAt: '2027-08-03T12:05:00Z',
  lastError: null,
  eventCount: 3,
  stale: false,
  quietMinutes: 2,
  createdAt: '2027-07-01T08:00:00Z',
  closes: 'all',
  closesChosen: false,
  marketplace: null,
  skippedCount: 0,
  skippedEvents: [],
};
const GOOGLE: CalendarFeed = {
  ...SAMBOAT,
  id: 11,
  name: 'Google',
  url: 'https://calendar.google.com/calendar/ical/x/basic.ics',
  lastSuccessAt: null,
  lastAttemptAt: '2027-08-03T12:40:00Z',
  lastError: 'Il calendario non risponde (tempo scaduto dopo 10 secondi)',
  eventCount: 0,
  stale: true,
  quietMinutes: 45,
};
const BOATS: BoatCalendars[] = [
  {
    boatId: 1,
    boatName: 'Eolo 6.40',
    exportUrl: 'http://localhost:8080/api/calendars/boats/1.ics?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    feeds: [SAMBOAT, GOOGLE],
  },
  { boatId: 2, boatName: 'Eolo 6.90', exportUrl: 'http://localhost:8080/api/calendars/boats/2.ics?token=BBBB', feeds: [] },
];
const CONFLICTS: CalendarConflict[] = [
  {
    id: 5,
    feedId: 10,
    feedName: 'SamBoat',
    boatId: 1,
    startDate: '2027-08-03',
    endDate: '2027-08-05',
    bookingId: 41,
    requestId: null,
    createdAt: '2027-08-01T10:00:00Z',
  },
  {
    id: 6,
    feedId: 10,
    feedName: 'SamBoat',
    boatId: 1,
    startDate: '2027-08-20',
    endDate: '2027-08-20',
    bookingId: null,
    requestId: 7,
    createdAt: '2027-08-01T10:00:00Z',
  },
];

/** The booking service's calendar routes over a list they keep, as the real one would change it. */
function office(options: { boats?: BoatCalendars[]; conflicts?: CalendarConflict[] } = {}): FakeRoutes {
  let boats = structuredClone(options.boats ?? BOATS);
  const conflicts = options.conflicts ?? CONFLICTS;
  let nextId = 100;
  return {
    'GET /api/admin/calendars': () => ({ body: boats }),
    'GET /api/admin/calendars/conflicts': () => ({ body: conflicts }),
    'POST /api/admin/calendars/:boatId/feeds': ({ params, body }) => {
      const { name, url: feedUrl } = body as { name: string; url: string };
      const feed: CalendarFeed = {
        ...SAMBOAT,
        id: nextId++,
        boatId: Number(params.boatId),
        name,
        url: feedUrl,
        eventCount: 1,
        lastSuccessAt: '2027-08-03T13:00:00Z',
      };
      boats = boats.map((boat) => (boat.boatId === feed.boatId ? { ...boat, feeds: [...boat.feeds, feed] } : boat));
      return { status: 201, body: feed };
    },
    'POST /api/admin/calendars/feeds/:id/refresh': ({ params }) => {
      const id = Number(params.id);
      let feed: CalendarFeed | undefined;
      boats = boats.map((boat) => ({
        ...boat,
        feeds: boat.feeds.map((current) =>
          current.id === id
            ? (feed = { ...current, eventCount: 5, lastError: null, stale: false, lastSuccessAt: '2027-08-03T14:30:00Z' })
            : current,
        ),
      }));
      return feed ? { body: feed } : undefined;
    },
    'PATCH /api/admin/calendars/feeds/:id': ({ params, body }) => {
      const { closes } = body as { closes: 'reservations' | 'all' | null };
      let feed: CalendarFeed | undefined;
      boats = boats.map((boat) => ({
        ...boat,
        feeds: boat.feeds.map((current) =>
          current.id === Number(params.id)
            ? (feed = { ...current, closes: closes ?? 'reservations', closesChosen: closes !== null, eventCount: 4 })
            : current,
        ),
      }));
      return feed ? { body: feed } : undefined;
    },
    'DELETE /api/admin/calendars/feeds/:id': ({ params }) => {
      boats = boats.map((boat) => ({ ...boat, feeds: boat.feeds.filter((feed) => feed.id !== Number(params.id)) }));
      return { status: 204 };
    },
    'POST /api/admin/calendars/:boatId/rotate': ({ params }) => {
      boats = boats.map((boat) =>
        boat.boatId === Number(params.boatId) ? { ...boat, exportUrl: boat.exportUrl.replace(/token=.*/, 'token=NUOVO') } : boat,
      );
      const rotated = boats.find((boat) => boat.boatId === Number(params.boatId));
      return rotated ? { body: rotated } : undefined;
    },
  };
}

function renderPanel(routes: FakeRoutes = office()) {
  const props = { onOpenBooking: vi.fn(), onOpenRequest: vi.fn() };
  const view = renderWithApp(<CalendarsPanel {...props} />, { server: fakeServer(routes) });
  return { ...view, props };
}

const boatCard = (name: string) => screen.getByRole('region', { name });
const feedRow = (name: string | RegExp) => screen.getByRole('listitem', { name });
const writes = (requests: SentRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url, request.body]);

describe('admin: the Calendari tab', () => {
  it('lists each boat with its export link and feeds, and the alarms on top', async () => {
    const user = userEvent.setup();
    const { props } = renderPanel();
    const eolo = await screen.findByRole('region', { name: 'Eolo 6.40' });
    expect((within(eolo).getByLabelText('Link da dare ai portali') as HTMLInputElement).value).toBe(BOATS[0]!.exportUrl);
    expect(within(eolo).getByLabelText('Link da dare ai portali').hasAttribute('readonly')).toBe(true);

    const samboat = within(eolo).getByRole('listitem', { name: 'SamBoat' });
    expect(samboat.textContent).toContain('Ultima lettura riuscita: 03 ago 2027 14:05 (ora di Patti)');
    expect(samboat.textContent).toContain('3 eventi');
    // The URL shortened on screen (its key left out), whole in the title.
    const shown = within(samboat).getByText(/^www\.samboat\.it\//);
    expect(shown.textContent).not.toContain('segreta');
    expect(shown.getAttribute('title')).toBe(SAMBOAT.url);

    const google = within(eolo).getByRole('listitem', { name: /^Google/ });
    expect(google.textContent).toContain('Mai letto');
    expect(google.textContent).toContain('0 eventi');
    expect(within(google).getByText(`Ultimo errore: ${GOOGLE.lastError}`)).toBeTruthy();
    expect(within(google).getByText('Non aggiornato')).toBeTruthy();

    expect(within(boatCard('Eolo 6.90')).getByText(/^Nessun calendario importato/)).toBeTruthy();

    const alarms = screen.getByRole('region', { name: 'Avvisi' });
    const items = within(alarms).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Calendario Google non aggiornato da 45 min');
    expect(items[0]!.textContent).toContain('Eolo 6.40');
    expect(items[0]!.textContent).toContain(`Ultimo errore: ${GOOGLE.lastError}`);
    expect(items[1]!.textContent).toContain('Sovrapposizione: calendario SamBoat, Eolo 6.40');
    expect(items[1]!.textContent).toContain('dal 3 ago 2027 al 5 ago 2027');
    expect(items[2]!.textContent).toContain('il 20 ago 2027');
    await user.click(within(items[1]!).getByRole('button', { name: 'Apri prenotazione #41' }));
    expect(props.onOpenBooking).toHaveBeenCalledWith(41);
    await user.click(within(items[2]!).getByRole('button', { name: 'Apri richiesta #7' }));
    expect(props.onOpenRequest).toHaveBeenCalledWith(7);
  });

  it('says there is nothing to worry about when no feed is quiet and nothing collides', async () => {
    renderPanel(office({ boats: [{ ...BOATS[0]!, feeds: [SAMBOAT] }], conflicts: [] }));
    const alarms = await screen.findByRole('region', { name: 'Avvisi' });
    expect(alarms.textContent).toContain('Nessun avviso');
    expect(within(alarms).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('puts the alarms on the tab: the figure seen, "3 avvisi" heard', async () => {
    renderWithApp(<CalendarsTabLabel />, { server: fakeServer(office()) });
    expect(await screen.findByText('3 avvisi')).toBeTruthy();
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no badge without alarms', async () => {
    const { requests } = renderWithApp(<CalendarsTabLabel />, {
      server: fakeServer(office({ boats: [{ ...BOATS[0]!, feeds: [SAMBOAT] }], conflicts: [] })),
    });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/admin/calendars/conflicts'));
    await waitFor(() => expect(document.body.textContent).toBe('Calendari'));
  });

  it('copies the export link, and selects it when the clipboard is refused', async () => {
    const user = userEvent.setup();
    renderPanel();
    const eolo = await screen.findByRole('region', { name: 'Eolo 6.40' });
    await user.click(within(eolo).getByRole('button', { name: 'Copia il link di Eolo 6.40' }));
    expect(await screen.findByText('Link copiato')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(BOATS[0]!.exportUrl);

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Negato', 'NotAllowedError'));
    const six90 = boatCard('Eolo 6.90');
    await user.click(within(six90).getByRole('button', { name: 'Copia il link di Eolo 6.90' }));
    expect(await screen.findByText('Copia non riuscita')).toBeTruthy();
    const field = within(six90).getByLabelText('Link da dare ai portali') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, BOATS[1]!.exportUrl.length]);
  });

  it('asks before a new export link, sends nothing on Annulla, then rotates and shows the new link', async () => {
    const user = userEvent.setup();
    const { requests } = renderPanel();
    const eolo = await screen.findByRole('region', { name: 'Eolo 6.40' });
    await user.click(within(eolo).getByRole('button', { name: 'Genera nuovo link per Eolo 6.40' }));
    let dialog = screen.getByRole('dialog', { name: 'Nuovo link per Eolo 6.40?' });
    expect(dialog.textContent).toContain(ROTATE_WARNING);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([]);

    await user.click(within(eolo).getByRole('button', { name: 'Genera nuovo link per Eolo 6.40' }));
    dialog = screen.getByRole('dialog', { name: 'Nuovo link per Eolo 6.40?' });
    await user.click(within(dialog).getByRole('button', { name: 'Genera nuovo link' }));
    expect(await screen.findByText('Nuovo link generato')).toBeTruthy();
    await waitFor(() =>
      expect((within(eolo).getByLabelText('Link da dare ai portali') as HTMLInputElement).value).toBe(
        'http://localhost:8080/api/calendars/boats/1.ics?token=NUOVO',
      ),
    );
    expect(writes(requests)).toEqual([['POST', '/api/admin/calendars/1/rotate', {}]]);
  });

  it('reads a feed now: the button is busy while reading and the answer replaces the row', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const routes = office();
    const { requests } = renderPanel({
      ...routes,
      'POST /api/admin/calendars/feeds/:id/refresh': async (request) => {
        await held;
        return routes['POST /api/admin/calendars/feeds/:id/refresh']!(request);
      },
    });
    await screen.findByRole('region', { name: 'Eolo 6.40' });
    await user.click(within(feedRow(/^Google/)).getByRole('button', { name: 'Aggiorna ora Google' }));
    const busy = within(feedRow(/^Google/)).getByRole('button', { name: 'Aggiorna ora Google' });
    await waitFor(() => expect(busy.textContent).toBe('Lettura...'));
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByText('Calendario aggiornato')).toBeTruthy();
    const row = feedRow(/^Google/);
    expect(row.textContent).toContain('5 eventi');
    expect(row.textContent).toContain('Ultima lettura riuscita: 03 ago 2027 16:30 (ora di Patti)');
    expect(row.textContent).not.toContain('Ultimo errore');
    expect(within(row).getByRole('button', { name: 'Aggiorna ora Google' }).textContent).toBe('Aggiorna ora');
    expect(writes(requests)).toEqual([['POST', '/api/admin/calendars/feeds/11/refresh', {}]]);
  });

  it("lists a feed's unreadable events, and sets what closes its days (the marketplace's default first)", async () => {
    const user = userEvent.setup();
    const airbnb: CalendarFeed = {
      ...SAMBOAT,
      id: 12,
      name: 'Airbnb',
      url: 'https://www.airbnb.it/calendar/ical/123.ics?s=segreta',
      marketplace: 'airbnb',
      closes: 'reservations',
      closesChosen: false,
      skippedCount: 1,
      skippedEvents: [{ uid: 'bf-4412@example', summary: 'Data rotta', reason: 'data o ripetizione non leggibile' }],
    };
    const routes = office({ boats: [{ ...BOATS[0]!, feeds: [airbnb] }] });
    const { requests } = renderPanel(routes);
    await screen.findByRole('region', { name: 'Eolo 6.40' });
    const row = feedRow(/^Airbnb/);
    expect(row.textContent).toContain('1 evento non letto');
    expect(row.textContent).toContain('«Data rotta» (UID bf-4412@example): data o ripetizione non leggibile');
    const setting = within(row).getByLabelText('Chiudono i giorni') as HTMLSelectElement;
    expect(setting.value).toBe('default');
    expect([...setting.options].map((o) => o.textContent)).toEqual([
      'Solo le prenotazioni (consigliato per Airbnb)',
      'Solo le prenotazioni',
      'Anche i blocchi «non disponibile»',
    ]);
    await user.selectOptions(setting, 'all');
    expect(await screen.findByText('Impostazione salvata')).toBeTruthy();
    await waitFor(() => expect((within(feedRow(/^Airbnb/)).getByLabelText('Chiudono i giorni') as HTMLSelectElement).value).toBe('all'));
    expect(writes(requests)).toEqual([['PATCH', '/api/admin/calendars/feeds/12', { closes: 'all' }]]);
  });

  it('asks before deleting a feed, then deletes it', async () => {
    const user = userEvent.setup();
    const { requests } = renderPanel();
    await screen.findByRole('region', { name: 'Eolo 6.40' });
    await user.click(within(feedRow('SamBoat')).getByRole('button', { name: 'Elimina SamBoat' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminare il calendario «SamBoat»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([]);

    await user.click(within(feedRow('SamBoat')).getByRole('button', { name: 'Elimina SamBoat' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminare il calendario «SamBoat»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Calendario eliminato')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'SamBoat' })).toBeNull());
    expect(writes(requests)).toEqual([['DELETE', '/api/admin/calendars/feeds/10', undefined]]);
  });

  it('checks a new feed with the contract, then adds it and lists it with its events', async () => {
    const user = userEvent.setup();
    const { requests } = renderPanel();
    const six90 = await screen.findByRole('region', { name: 'Eolo 6.90' });
    const form = within(six90).getByRole('form', { name: 'Aggiungi calendario' });
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(within(form).getByText(CALENDAR_MESSAGES.feedName)).toBeTruthy();
    expect(within(form).getByText(CALENDAR_MESSAGES.feedUrl)).toBeTruthy();
    expect(within(form).getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');

    await user.type(within(form).getByLabelText('Nome'), 'Click&Boat');
    await user.type(within(form).getByLabelText('Indirizzo del calendario (iCal)'), 'ftp://clickandboat.com/eolo.ics');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(within(form).queryByText(CALENDAR_MESSAGES.feedName)).toBeNull();
    expect(within(form).getByText(CALENDAR_MESSAGES.feedUrl)).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    await user.clear(within(form).getByLabelText('Indirizzo del calendario (iCal)'));
    await user.type(within(form).getByLabelText('Indirizzo del calendario (iCal)'), '  https://www.clickandboat.com/ical/eolo.ics ');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Calendario aggiunto')).toBeTruthy();
    const row = await within(six90).findByRole('listitem', { name: 'Click&Boat' });
    expect(row.textContent).toContain('1 evento');
    expect(writes(requests)).toEqual([
      ['POST', '/api/admin/calendars/2/feeds', { name: 'Click&Boat', url: 'https://www.clickandboat.com/ical/eolo.ics' }],
    ]);
    expect((within(form).getByLabelText('Nome') as HTMLInputElement).value).toBe('');
  });

  it('a typed, unsent feed counts as an unsaved page edit until it is added', async () => {
    const user = userEvent.setup();
    renderPanel();
    const six90 = await screen.findByRole('region', { name: 'Eolo 6.90' });
    const form = within(six90).getByRole('form', { name: 'Aggiungi calendario' });
    expect(hasUnsavedPageEdits()).toBe(false);
    await user.type(within(form).getByLabelText('Nome'), 'Google');
    expect(hasUnsavedPageEdits()).toBe(true);
    await user.type(within(form).getByLabelText('Indirizzo del calendario (iCal)'), 'https://calendar.google.com/x/basic.ics');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    await within(six90).findByRole('listitem', { name: 'Google' });
    await waitFor(() => expect(hasUnsavedPageEdits()).toBe(false));
  });

  it("adds a feed with the office's choice of what closes days, or none for the marketplace's default", async () => {
    const user = userEvent.setup();
    const routes = office();
    const sent: unknown[] = [];
    renderPanel({
      ...routes,
      'POST /api/admin/calendars/:boatId/feeds': (request) => {
        sent.push(request.body);
        return routes['POST /api/admin/calendars/:boatId/feeds']!(request);
      },
    });
    const six90 = await screen.findByRole('region', { name: 'Eolo 6.90' });
    const form = within(six90).getByRole('form', { name: 'Aggiungi calendario' });
    const setting = within(form).getByLabelText('Chiudono i giorni') as HTMLSelectElement;
    expect(setting.value).toBe('default');
    await user.type(within(form).getByLabelText('Nome'), 'Airbnb');
    await user.type(within(form).getByLabelText('Indirizzo del calendario (iCal)'), 'https://www.airbnb.com/calendar/ical/1.ics');
    await user.selectOptions(setting, 'all');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    await within(six90).findByRole('listitem', { name: 'Airbnb' });
    expect(sent.at(-1)).toMatchObject({ name: 'Airbnb', closes: 'all' });
    expect(setting.value).toBe('default');
    await user.type(within(form).getByLabelText('Nome'), 'Google');
    await user.type(within(form).getByLabelText('Indirizzo del calendario (iCal)'), 'https://calendar.google.com/x/basic.ics');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    await within(six90).findByRole('listitem', { name: 'Google' });
    expect(sent.at(-1)).not.toHaveProperty('closes');
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    const routes = office();
    renderPanel({
      ...routes,
      'POST /api/admin/calendars/:boatId/feeds': (request) =>
        request.params.boatId === '2'
          ? { status: 400, body: { error: 'FEED_URL_PRIVATE', message: CALENDAR_MESSAGES.feedUrlPrivate } }
          : routes['POST /api/admin/calendars/:boatId/feeds']!(request),
    });
    const six90 = await screen.findByRole('region', { name: 'Eolo 6.90' });
    const form = within(six90).getByRole('form', { name: 'Aggiungi calendario' });
    await user.type(within(form).getByLabelText('Nome'), 'Router');
    await user.type(within(form).getByLabelText('Indirizzo del calendario (iCal)'), 'http://192.168.1.1/cal.ics');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal.textContent).toBe(CALENDAR_MESSAGES.feedUrlPrivate);
    expect((within(form).getByLabelText('Nome') as HTMLInputElement).value).toBe('Router');
    expect(within(six90).queryByRole('listitem', { name: 'Router' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import type { Envelope } from '@nbp/contracts/events/envelope';
import {
  CALENDAR_CONFLICT,
  CALENDAR_FEED_STALE,
  type CalendarConflictEvent,
  type CalendarFeedStaleEvent,
} from '@nbp/contracts/http/calendars';
import { MailDeliveryEntity } from '../src/data/entities.ts';
import { calendarMails } from '../src/events/calendar-mails.ts';
import { OFFICE, officeMailHarness, plain } from './office-mail-harness.ts';

// The office's mails about imported calendars (docs/calendars.md#conflicts-and-quiet-feeds):
// calendar.conflict.v1 and calendar.feed.stale.v1 from the bus to an SMTP catcher, once each.

const harness = officeMailHarness('notifcal', 'calendar-mails', calendarMails);
const { handled, publish, mails, withSubject } = harness;

const conflict = (overrides: Partial<CalendarConflictEvent> = {}): CalendarConflictEvent => ({
  conflictId: 41,
  feedName: 'SamBoat',
  boatId: 2,
  boatName: 'Eolo 6.40 EL Open - Alacaluf II',
  startDate: '2027-06-12',
  endDate: '2027-06-14',
  bookingId: 12,
  requestId: null,
  ...overrides,
});

describe('a calendar conflict', () => {
  it('mails the office once, in Italian, plain and HTML: feed, boat, days, the booking, to be solved by hand', async () => {
    const message = await publish(CALENDAR_CONFLICT, conflict());
    const subject = 'Conflitto di calendario: Eolo 6.40 EL Open - Alacaluf II dal 12/06/2027 al 14/06/2027';
    const [mail] = await eventually(async () => {
      const found = await withSubject(subject);
      return found.length ? found : undefined;
    });
    expect(mail!.to).toEqual([{ address: OFFICE, name: 'Alacaluf Charter' }]);
    const text = plain(mail!.text);
    for (const part of [
      '«SamBoat»',
      'Eolo 6.40 EL Open - Alacaluf II (n. 2)',
      '12/06/2027 – 14/06/2027',
      'Prenotazione #12',
      'va risolto a mano',
      'https://alacaluf-charter.example/admin',
    ]) {
      expect(text).toContain(part);
    }
    expect(mail!.html).toContain('Prenotazione #12');
    expect(mail!.html).toContain('SamBoat');

    // The same event again (a redelivery): no second mail.
    await publish(CALENDAR_CONFLICT, conflict(), message.id);
    await eventually(async () => handled.get(message.id) === 2);
    expect(await withSubject(subject)).toHaveLength(1);
    const rows = await harness.infra.orm.em.fork().find(MailDeliveryEntity, { conflictId: 41 });
    expect(rows.map((r) => [r.recipient, r.status])).toEqual([['office-calendar', 'sent']]);
  });

  it('names a request holding the days, and a single day as one date', async () => {
    await publish(
      CALENDAR_CONFLICT,
      conflict({ conflictId: 42, bookingId: null, requestId: 7, startDate: '2027-07-01', endDate: '2027-07-01' }),
    );
    const subject = 'Conflitto di calendario: Eolo 6.40 EL Open - Alacaluf II il 01/07/2027';
    const [mail] = await eventually(async () => {
      const found = await withSubject(subject);
      return found.length ? found : undefined;
    });
    expect(plain(mail!.text)).toContain('Richiesta #7');
    expect(plain(mail!.text)).toContain('una richiesta in attesa');
  });

  it('refuses for good an event it cannot read: no mail, dead-lettered', async () => {
    const invalid = await publish(CALENDAR_CONFLICT, conflict({ conflictId: 43, startDate: 'domani' }));
    const neither = await publish(CALENDAR_CONFLICT, conflict({ conflictId: 44, bookingId: null, requestId: null }));
    await eventually(async () => handled.get(invalid.id) === 1 && handled.get(neither.id) === 1);
    const dead = new Set<string>();
    await eventually(async () => {
      for (let got = await harness.channel.get(`${harness.prefix}.notification.calendar-mails.dlq`, { noAck: true }); got;) {
        dead.add((JSON.parse(got.content.toString()) as Envelope).id);
        got = await harness.channel.get(`${harness.prefix}.notification.calendar-mails.dlq`, { noAck: true });
      }
      return dead.has(invalid.id) && dead.has(neither.id);
    });
    // Recorded as failed, never sent.
    const rows = await harness.infra.orm.em.fork().find(MailDeliveryEntity, { conflictId: { $in: [43, 44] } });
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect((await mails()).filter((mail) => /n\. 4[34]\b/.test(mail.text))).toEqual([]);
  });
});

describe('a quiet feed', () => {
  const stale = (overrides: Partial<CalendarFeedStaleEvent> = {}): CalendarFeedStaleEvent => ({
    feedId: 5,
    feedName: 'Click&Boat',
    boatId: 1,
    boatName: 'Eolo 6.40 EL Open - Alacaluf I',
    lastSuccessAt: null,
    quietMinutes: 45,
    lastError: 'Il calendario ha risposto con un errore (HTTP 503)',
    ...overrides,
  });

  it('mails the office once per announcement, saying since when and why', async () => {
    const message = await publish(CALENDAR_FEED_STALE, stale());
    const subject = 'Calendario Click&Boat non aggiornato da 45 min';
    const [mail] = await eventually(async () => {
      const found = await withSubject(subject);
      return found.length ? found : undefined;
    });
    expect(mail!.to).toEqual([{ address: OFFICE, name: 'Alacaluf Charter' }]);
    const text = plain(mail!.text);
    for (const part of ['Eolo 6.40 EL Open - Alacaluf I (n. 1)', 'Ultima lettura riuscita: Mai', 'HTTP 503', 'Aggiorna ora'])
      expect(text).toContain(part);
    expect(mail!.html).toContain('Click&amp;Boat');
    await publish(CALENDAR_FEED_STALE, stale(), message.id);
    await eventually(async () => handled.get(message.id) === 2);
    expect(await withSubject(subject)).toHaveLength(1);
  });

  it('counts hours past two hours, and quotes the last good read', async () => {
    await publish(
      CALENDAR_FEED_STALE,
      stale({ feedId: 6, feedName: 'Google', quietMinutes: 150, lastSuccessAt: '2027-06-12T08:30:00.000Z', lastError: null }),
    );
    const [mail] = await eventually(async () => {
      const found = await withSubject('Calendario Google non aggiornato da 2 ore');
      return found.length ? found : undefined;
    });
    expect(plain(mail!.text)).toContain('Ultima lettura riuscita: 12 giugno 2027 alle ore 10:30 (ora di Patti)');
    expect(plain(mail!.text)).toContain('Ultimo errore: Nessuno');
  });
});

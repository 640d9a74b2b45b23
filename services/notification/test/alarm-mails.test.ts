import { describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import { BOOKING_REQUEST_HOARDING, type BookingRequestHoarding } from '@nbp/contracts/events/booking';
import { MailDeliveryEntity } from '../src/data/entities.ts';
import { alarmMails } from '../src/events/alarm-mails.ts';
import { OFFICE, officeMailHarness, plain } from './office-mail-harness.ts';

// The office's alarm about requests refused by the pending caps (docs/request-lifecycle.md#hoarding):
// booking.request.hoarding.v1 from the bus to an SMTP catcher, once.

const harness = officeMailHarness('notifalarm', 'alarm-mails', alarmMails);
const { handled, publish, withSubject } = harness;

const alarm = (overrides: Partial<BookingRequestHoarding> = {}): BookingRequestHoarding => ({
  refused: 11,
  windowMinutes: 10,
  since: '2027-06-12T08:30:00.000Z',
  ...overrides,
});

describe('the hoarding alarm', () => {
  it('mails the office once, in Italian, with counts and times only', async () => {
    const message = await publish(BOOKING_REQUEST_HOARDING, alarm());
    const subject = 'Allarme: 11 richieste di prenotazione rifiutate in 10 minuti';
    const [mail] = await eventually(async () => {
      const found = await withSubject(subject);
      return found.length ? found : undefined;
    });
    expect(mail!.to).toEqual([{ address: OFFICE, name: 'Alacaluf Charter' }]);
    const text = plain(mail!.text);
    for (const part of ['Richieste rifiutate: 11', 'Finestra: 10 minuti', '12 giugno 2027 alle ore 10:30', 'richieste in attesa'])
      expect(text).toContain(part);
    // The same event again (a redelivery, another replica) sends nothing more.
    await publish(BOOKING_REQUEST_HOARDING, alarm(), message.id);
    await eventually(async () => handled.get(message.id) === 2);
    expect(await withSubject(subject)).toHaveLength(1);
    const rows = await harness.infra.orm.em.fork().find(MailDeliveryEntity, { eventId: message.id });
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([['office-alarm', 'sent']]);
  });

  it('refuses an unreadable event for good, without a mail', async () => {
    const message = await publish(BOOKING_REQUEST_HOARDING, { refused: 'molte' });
    await eventually(async () => (handled.get(message.id) ?? 0) >= 1);
    const rows = await harness.infra.orm.em.fork().find(MailDeliveryEntity, { eventId: message.id });
    expect(rows.every((row) => row.status !== 'sent')).toBe(true);
  });
});

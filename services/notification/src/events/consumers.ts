import type { Bus } from '@nbp/kit/bus';
import { alarmMails } from './alarm-mails.ts';
import { bookingRequestMails } from './booking-request-mails.ts';
import { calendarMails } from './calendar-mails.ts';
import { contactMails } from './contact-mails.ts';
import { lifecycleMails } from './lifecycle-mails.ts';
import type { MailDeps } from './mail-deps.ts';

/** Attaches the service's consumers to the bus (now, or when it connects). */
export async function startConsumers(bus: Bus, deps: MailDeps): Promise<void> {
  await bus.consume(bookingRequestMails(deps));
  await bus.consume(lifecycleMails(deps));
  await bus.consume(contactMails(deps));
  await bus.consume(calendarMails(deps));
  await bus.consume(alarmMails(deps));
}

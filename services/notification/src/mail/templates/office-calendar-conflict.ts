import { slashItalianDate } from '@nbp/contracts/format';
import { italianDateRange, oneLine, slashItalianDateRange } from '../format.ts';
import { MailContent, MailBrand, CalendarConflictDetails } from './types.ts';
import { Row } from './layout.ts';
import { boatRow, officeNoticeMail } from './frames.ts';

/** What the conflict collides with here, as the back office names it. */
function conflictSubject(details: Pick<CalendarConflictDetails, 'bookingId' | 'requestId'>): string {
  return details.bookingId !== null ? `Prenotazione #${details.bookingId}` : `Richiesta #${details.requestId}`;
}

/**
 * To the office, once per conflict (docs/calendars.md#conflicts-and-quiet-feeds): an imported
 * calendar shows the boat taken on days a booking or a hold made here already holds. No personal
 * data: the office opens the booking in the back office and solves it by hand.
 */
export function officeCalendarConflictMail(brand: MailBrand, conflict: CalendarConflictDetails): MailContent {
  const dates = slashItalianDateRange(conflict.startDate, conflict.endDate);
  const days =
    conflict.startDate === conflict.endDate
      ? `il ${slashItalianDate(conflict.startDate)}`
      : `dal ${slashItalianDate(conflict.startDate)} al ${slashItalianDate(conflict.endDate)}`;
  const subject = oneLine(`Conflitto di calendario: ${conflict.boatName} ${days}`);
  const here = conflictSubject(conflict);
  const intro = `Il calendario esterno «${conflict.feedName}» segna ${conflict.boatName} occupata ${italianDateRange(conflict.startDate, conflict.endDate)}, ma su quei giorni c'è già ${conflict.bookingId !== null ? 'una prenotazione' : 'una richiesta in attesa'} fatta su questo sito (${here}).`;
  const action =
    'Il sistema non può decidere da solo quale delle due tenere: va risolto a mano, con il cliente e con il calendario esterno. Finché il conflitto resta, i giorni restano a quella del sito.';
  const details: Row[] = [
    boatRow(conflict.boatName, conflict.boatId),
    ['Calendario esterno', conflict.feedName],
    ['Giorni', dates],
    ['Sul sito', here],
    ['Conflitto', `n. ${conflict.conflictId}`],
  ];
  return officeNoticeMail(brand, {
    subject,
    intro,
    note: action,
    tone: 'alarm',
    rows: details,
    action: 'Apri la prenotazione nella dashboard',
  });
}

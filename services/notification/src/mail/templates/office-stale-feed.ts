import { staleFeedText } from '@nbp/contracts/http/calendars';
import { italianDateTime, oneLine } from '../format.ts';
import { MailContent, MailBrand, StaleFeedDetails } from './types.ts';
import { Row } from './layout.ts';
import { boatRow, officeNoticeMail } from './frames.ts';

/**
 * To the office, once per quiet period of a feed (docs/calendars.md#conflicts-and-quiet-feeds): its
 * days may be out of date here, so a boat booked elsewhere meanwhile could still look free.
 */
export function officeStaleFeedMail(brand: MailBrand, feed: StaleFeedDetails): MailContent {
  const quiet = staleFeedText(feed.feedName, feed.quietMinutes);
  const subject = oneLine(quiet);
  const intro = `${quiet}: per ${feed.boatName} il sito conosce solo i giorni letti l'ultima volta, e una prenotazione fatta altrove nel frattempo non risulta.`;
  const action =
    "Controlla l'indirizzo del calendario nella scheda Calendari (e, se serve, chiedine uno nuovo alla piattaforma), poi usa 'Aggiorna ora'.";
  const details: Row[] = [
    boatRow(feed.boatName, feed.boatId),
    ['Calendario', feed.feedName],
    ['Ultima lettura riuscita', feed.lastSuccessAt ? italianDateTime(feed.lastSuccessAt) : 'Mai'],
    ['Ultimo errore', feed.lastError ?? 'Nessuno'],
  ];
  return officeNoticeMail(brand, { subject, intro, note: action, tone: 'warning', rows: details, action: 'Apri la dashboard' });
}

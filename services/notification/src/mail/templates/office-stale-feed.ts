import { staleFeedText } from '@nbp/contracts/http/calendars';
import { escapeHtml, italianDateTime, oneLine } from '../format.ts';
import { MailContent, MailBrand, StaleFeedDetails } from './types.ts';
import { Row, siteUrl, textRows, htmlRows, paragraph, layout, link } from './layout.ts';

/**
 * To the office, once per quiet period of a feed (docs/calendars.md#conflicts-and-quiet-feeds): its
 * days may be out of date here, so a boat booked elsewhere meanwhile could still look free.
 */
export function officeStaleFeedMail(brand: MailBrand, feed: StaleFeedDetails): MailContent {
  const quiet = staleFeedText(feed.feedName, feed.quietMinutes);
  const subject = oneLine(quiet);
  const adminUrl = siteUrl(brand, '/admin');
  const intro = `${quiet}: per ${feed.boatName} il sito conosce solo i giorni letti l'ultima volta, e una prenotazione fatta altrove nel frattempo non risulta.`;
  const action =
    "Controlla l'indirizzo del calendario nella scheda Calendari (e, se serve, chiedine uno nuovo alla piattaforma), poi usa 'Aggiorna ora'.";
  const details: Row[] = [
    ['Barca', `${feed.boatName} (n. ${feed.boatId})`],
    ['Calendario', feed.feedName],
    ['Ultima lettura riuscita', feed.lastSuccessAt ? italianDateTime(feed.lastSuccessAt) : 'Mai'],
    ['Ultimo errore', feed.lastError ?? 'Nessuno'],
  ];
  const text = [intro, '', action, '', textRows(details), '', `Apri la dashboard: ${adminUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fffbeb;border-left:4px solid #d97706">${escapeHtml(action)}</p>`,
      htmlRows(details),
      `<p style="margin:16px 0">${link(adminUrl, 'Apri la dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

import { escapeHtml, italianDateTime, oneLine } from '../format.ts';
import { MailContent, MailBrand, HoardingAlarmDetails } from './types.ts';
import { Row, siteUrl, textRows, htmlRows, paragraph, layout, link } from './layout.ts';

/**
 * To the office, once per alarm window (docs/request-lifecycle.md#hoarding): the caps on pending
 * requests are refusing at an unusual rate, which may be someone trying to hold the fleet. Counts
 * and times only: nothing about who was refused.
 */
export function officeHoardingAlarmMail(brand: MailBrand, alarm: HoardingAlarmDetails): MailContent {
  const minutes = Number.isInteger(alarm.windowMinutes) ? String(alarm.windowMinutes) : alarm.windowMinutes.toFixed(1).replace('.', ',');
  const subject = oneLine(`Allarme: ${alarm.refused} richieste di prenotazione rifiutate in ${minutes} minuti`);
  const adminUrl = siteUrl(brand, '/admin');
  const intro = `Dal ${italianDateTime(alarm.since)} il sito ha rifiutato ${alarm.refused} richieste di prenotazione perché chi le mandava aveva già richieste in attesa (stessa email, stesso telefono o stesso indirizzo di rete).`;
  const action =
    'Può essere qualcuno che prova a bloccare le barche con richieste a raffica. Le richieste rifiutate non sono state salvate e non bloccano nulla; controlla nella dashboard le richieste in attesa e rifiuta quelle sospette.';
  const details: Row[] = [
    ['Richieste rifiutate', String(alarm.refused)],
    ['Finestra', `${minutes} minuti`],
    ['Dal', italianDateTime(alarm.since)],
  ];
  const text = [intro, '', action, '', textRows(details), '', `Apri la dashboard: ${adminUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(intro),
      `<p style="margin:0 0 12px;line-height:1.5;padding:12px;background:#fef2f2;border-left:4px solid #dc2626">${escapeHtml(action)}</p>`,
      htmlRows(details),
      `<p style="margin:16px 0">${link(adminUrl, 'Apri la dashboard')}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

import { italianDateTime, oneLine } from '../format.ts';
import { MailContent, MailBrand, HoardingAlarmDetails } from './types.ts';
import { Row } from './layout.ts';
import { officeNoticeMail } from './frames.ts';

/**
 * To the office, once per alarm window (docs/request-lifecycle.md#hoarding): the caps on pending
 * requests are refusing at an unusual rate, which may be someone trying to hold the fleet. Counts
 * and times only: nothing about who was refused.
 */
export function officeHoardingAlarmMail(brand: MailBrand, alarm: HoardingAlarmDetails): MailContent {
  const minutes = Number.isInteger(alarm.windowMinutes) ? String(alarm.windowMinutes) : alarm.windowMinutes.toFixed(1).replace('.', ',');
  const subject = oneLine(`Allarme: ${alarm.refused} richieste di prenotazione rifiutate in ${minutes} minuti`);
  const intro = `Dal ${italianDateTime(alarm.since)} il sito ha rifiutato ${alarm.refused} richieste di prenotazione perché chi le mandava aveva già richieste in attesa (stessa email, stesso telefono o stesso indirizzo di rete).`;
  const action =
    'Può essere qualcuno che prova a bloccare le barche con richieste a raffica. Le richieste rifiutate non sono state salvate e non bloccano nulla; controlla nella dashboard le richieste in attesa e rifiuta quelle sospette.';
  const details: Row[] = [
    ['Richieste rifiutate', String(alarm.refused)],
    ['Finestra', `${minutes} minuti`],
    ['Dal', italianDateTime(alarm.since)],
  ];
  return officeNoticeMail(brand, { subject, intro, note: action, tone: 'alarm', rows: details, action: 'Apri la dashboard' });
}

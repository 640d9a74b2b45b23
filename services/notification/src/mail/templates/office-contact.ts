import { italianDateTime, oneLine } from '../format.ts';
import { MailContent, MailBrand, ContactDetails } from './types.ts';
import { Row, textRows, htmlRows, heading, paragraph, layout, quoted } from './layout.ts';
import { personRows } from './frames.ts';

/** To the office: a message from the contact form; replying answers the visitor. */
export function officeContactMail(brand: MailBrand, contact: ContactDetails): MailContent {
  const subject = oneLine(`Nuovo messaggio dal sito – ${contact.name}`);
  const rows: Row[] = [
    ...personRows({ name: contact.name, email: contact.email, phone: contact.phone ?? 'Non indicato' }),
    ['Ricevuto il', italianDateTime(contact.receivedAt)],
  ];
  const hint = `Rispondi a questa email per scrivere direttamente a ${contact.name}. Sul sito promettiamo una risposta entro 2 ore.`;
  const text = [
    `Nuovo messaggio dal modulo contatti (n. ${contact.contactId}).`,
    '',
    textRows(rows),
    '',
    'Messaggio',
    contact.message,
    '',
    hint,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    [
      paragraph(`Nuovo messaggio dal modulo contatti (n. ${contact.contactId}).`),
      htmlRows(rows),
      heading('Messaggio'),
      quoted(contact.message),
      paragraph(hint),
    ].join('\n'),
  );
  return { subject, text, html };
}

/**
 * The words every mail to the customer shares, in the customer's language (docs/languages.md). The
 * office's mails use the Italian ones whatever the customer's language.
 */
import type { Business } from '@nbp/contracts/business';
import type { Language } from '@nbp/contracts/language';
import { daysLabel, formatEuro, weekdayItalianDate } from '@nbp/contracts/format';
import { englishDate, englishDateRange, englishDays, englishEuro, italianDateRange } from '../format.ts';

export const CALENDAR_FILENAME = 'prenotazione.ics';
export const CALENDAR_FILENAME_EN = 'booking.ics';

/**
 * The words every mail to the customer shares, in the customer's language (docs/languages.md). The
 * office's mails use the Italian ones whatever the customer's language.
 */
export interface Words {
  language: Language;
  greeting: string;
  signature: (business: Business) => string[];
  contacts: string;
  phone: string;
  /** The private page's link. */
  yourRequest: string;
  boat: string;
  dates: string;
  duration: string;
  totalPrice: string;
  deposit: string;
  boarding: string;
  boardingPoint: string;
  /** A rental's days as a row shows them: a range, or the one day. */
  dateRange: (startDate: string, endDate: string) => string;
  /** The same inside a sentence ('… for <boat> on Saturday, 12 June 2027'). */
  datesInSentence: (startDate: string, endDate: string) => string;
  date: (isoDate: string) => string;
  days: (days: number) => string;
  euro: (amount: string) => string;
  calendarFilename: string;
  calendarSummary: (boatName: string, business: Business) => string;
}

export const WORDS: Record<Language, Words> = {
  it: {
    language: 'it',
    greeting: 'Gentile cliente,',
    signature: (business) => [`A presto,`, `lo staff di ${business.name}`, business.tagline],
    contacts: 'Contatti',
    phone: 'Telefono',
    yourRequest: 'La tua richiesta',
    boat: 'Barca',
    dates: 'Date',
    duration: 'Durata',
    totalPrice: 'Prezzo totale',
    deposit: 'Cauzione',
    boarding: 'Imbarco',
    boardingPoint: 'Punto di imbarco',
    dateRange: italianDateRange,
    datesInSentence: italianDateRange,
    date: weekdayItalianDate,
    days: daysLabel,
    euro: formatEuro,
    calendarFilename: CALENDAR_FILENAME,
    calendarSummary: (boatName, business) => `Noleggio ${boatName} – ${business.name}`,
  },
  en: {
    language: 'en',
    greeting: 'Dear customer,',
    signature: (business) => ['See you soon,', `The ${business.name} team`, business.tagline],
    contacts: 'Contacts',
    phone: 'Phone',
    yourRequest: 'Your request',
    boat: 'Boat',
    dates: 'Dates',
    duration: 'Duration',
    totalPrice: 'Total price',
    deposit: 'Deposit',
    boarding: 'Boarding',
    boardingPoint: 'Boarding point',
    dateRange: englishDateRange,
    datesInSentence: (startDate, endDate) =>
      startDate === endDate ? `on ${englishDate(startDate)}` : englishDateRange(startDate, endDate),
    date: englishDate,
    days: englishDays,
    euro: englishEuro,
    calendarFilename: CALENDAR_FILENAME_EN,
    calendarSummary: (boatName, business) => `${boatName} rental – ${business.name}`,
  },
};

/** The customer's words; an unknown language (none reaches here: the events read it as 'it') would be Italian. */
export function wordsFor(language: Language | undefined): Words {
  return WORDS[language ?? 'it'] ?? WORDS.it;
}

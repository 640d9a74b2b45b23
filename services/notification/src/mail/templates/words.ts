/**
 * The words every mail to the customer shares, in the customer's language (docs/languages.md). The
 * office's mails use the Italian ones whatever the customer's language. They are the mails'
 * namespace of the catalogue of words (docs/languages.md#the-catalogue).
 */
import type { Business } from '@nbp/contracts/business';
import type { Language } from '@nbp/contracts/language';
import { daysText } from '@nbp/contracts/days';
import { formatEuro, weekdayItalianDate } from '@nbp/contracts/format';
import { mailText, type MailWordKey } from '@nbp/contracts/mail-words';
import { englishDate, englishDateRange, italianDateRange } from '../format.ts';

/**
 * The words every mail to the customer shares, in the customer's language (docs/languages.md). The
 * office's mails use the Italian ones whatever the customer's language.
 */
export interface Words {
  language: Language;
  greeting: string;
  signature: (business: Business) => string[];
  /** The brand's tagline in this language: it ends the signature and sits under the name on top. */
  tagline: string;
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

/** The calendar file's name: 'prenotazione.ics' in Italian mails, 'booking.ics' in English ones. */
export const CALENDAR_FILENAME = mailText('it', 'calendar.filename');
export const CALENDAR_FILENAME_EN = mailText('en', 'calendar.filename');

/** The formats of each language: dates and money are written by Intl, not by the catalogue. */
const FORMATS: Record<Language, Pick<Words, 'dateRange' | 'date' | 'days' | 'euro'>> = {
  it: {
    dateRange: italianDateRange,
    date: weekdayItalianDate,
    days: (days) => daysText(days, 'it'),
    euro: (amount) => formatEuro(amount, 'it'),
  },
  en: { dateRange: englishDateRange, date: englishDate, days: (days) => daysText(days, 'en'), euro: (amount) => formatEuro(amount, 'en') },
};

function wordsIn(language: Language): Words {
  const say = (key: MailWordKey, values?: Record<string, string>) => mailText(language, key, values);
  const formats = FORMATS[language];
  return {
    language,
    greeting: say('greeting'),
    signature: (business) => [say('signature.closing'), say('signature.team', { business: business.name }), say('signature.tagline')],
    tagline: say('signature.tagline'),
    contacts: say('contacts'),
    phone: say('phone'),
    yourRequest: say('yourRequest'),
    boat: say('boat'),
    dates: say('dates'),
    duration: say('duration'),
    totalPrice: say('totalPrice'),
    deposit: say('deposit'),
    boarding: say('boarding'),
    boardingPoint: say('boardingPoint'),
    ...formats,
    datesInSentence: (startDate, endDate) =>
      startDate === endDate
        ? say('datesInSentence.oneDay', { dates: formats.dateRange(startDate, endDate) })
        : formats.dateRange(startDate, endDate),
    calendarFilename: say('calendar.filename'),
    calendarSummary: (boatName, business) => say('calendar.summary', { boat: boatName, business: business.name }),
  };
}

export const WORDS: Record<Language, Words> = { it: wordsIn('it'), en: wordsIn('en') };

/** The customer's words; an unknown language (none reaches here: the events read it as 'it') would be Italian. */
export function wordsFor(language: Language | undefined): Words {
  return WORDS[language ?? 'it'] ?? WORDS.it;
}

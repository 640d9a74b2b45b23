/** The Italian errors of an imported feed (docs/calendars.md#hostile-feeds), what the back office shows. */

/** A feed refused as a whole; the message is what the back office shows as its last error. */
export class FeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedRefused';
  }
}

export const FEED_ERRORS = {
  notCalendar: 'Il file letto non è un calendario iCalendar (.ics)',
  invalid: 'Calendario non valido: il file iCalendar non si può leggere',
  /** Why an event was skipped (docs/calendars.md#events-that-cannot-be-read). */
  skippedNoStart: 'manca la data di inizio',
  skippedUnreadable: 'data o ripetizione non leggibile',
  tooManyEvents: (max: number) => `Calendario troppo grande: più di ${max} eventi da importare`,
  tooManyOccurrences: (max: number) => `Calendario troppo grande: un evento si ripete più di ${max} volte`,
  tooLongToExpand: 'Calendario troppo grande: ricorrenze troppo lunghe da espandere',
  zoneTooLong: (tzid: string) => `Calendario non valido: il fuso orario «${tzid.slice(0, 80)}» cambia ora troppe volte`,
  parseTimeout: (ms: number) => `Calendario troppo lento da leggere: lettura interrotta dopo ${Math.round(ms / 100) / 10} secondi`,
  parseMemory: (mb: number) => `Calendario troppo grande da leggere: servono più di ${mb} MB di memoria`,
} as const;

/**
 * The catalogue of error codes (docs/errors.md): every refusal the product answers carries, beside
 * its Italian `message`, a stable `code` from here, so a client can show the text of its own
 * language. Each code has the Italian text exactly as it is answered and an English one; variable
 * parts are `{name}` placeholders, answered as `params`.
 *
 * The schemas and services keep writing their Italian texts where they are; the code of a text is
 * found here by `errorCodeOf` (exact texts first, then the templates, most specific first). A text
 * the catalogue does not know still gets a code: the generic one of its status (`invalid_input` for
 * a 400), never a failure.
 */

export interface ErrorText {
  readonly it: string;
  readonly en: string;
}

export const ERRORS = {
  // Any request
  invalid_input: { it: 'Dati non validi.', en: 'Invalid data.' },
  invalid_json: { it: 'Richiesta non valida: il corpo non è JSON valido.', en: 'Invalid request: the body is not valid JSON.' },
  unsupported_media_type: { it: 'Formato della richiesta non supportato.', en: 'Unsupported request format.' },
  payload_too_large: { it: 'La richiesta è troppo grande.', en: 'The request is too large.' },
  path_invalid: {
    it: 'Indirizzo non valido: il percorso contiene segmenti "." o "..".',
    en: 'Invalid address: the path contains "." or ".." segments.',
  },
  not_found: { it: 'Risorsa non trovata.', en: 'Not found.' },
  rate_limited: { it: 'Troppe richieste. Riprova tra qualche minuto.', en: 'Too many requests. Please try again in a few minutes.' },
  cross_site: { it: 'Richiesta da un altro sito rifiutata.', en: 'Request from another site refused.' },
  unavailable: {
    it: 'Servizio momentaneamente non disponibile. Riprova tra poco.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  internal: {
    it: 'Si è verificato un errore interno. Riprova più tardi.',
    en: 'Something went wrong on our side. Please try again later.',
  },

  // Signing in and rights
  unauthenticated: { it: 'Accesso richiesto: effettua il login.', en: 'Please sign in to continue.' },
  forbidden: { it: 'Non hai i permessi per questa operazione.', en: 'You do not have permission to do this.' },
  access_denied: { it: 'Accesso non autorizzato.', en: 'Access denied.' },
  credentials_required: { it: 'Email e password sono obbligatorie', en: 'Email and password are required' },
  credentials_invalid: { it: 'Credenziali non valide. Riprova.', en: 'Invalid credentials. Please try again.' },
  login_rate_limited: {
    it: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    en: 'Too many sign-in attempts. Please try again in a few minutes.',
  },
  session_not_found: { it: 'Sessione non trovata o scaduta', en: 'Session not found or expired' },

  // Passwords
  fields_required: { it: 'Tutti i campi sono obbligatori', en: 'All fields are required' },
  password_too_short: {
    it: 'La nuova password deve essere di almeno 8 caratteri',
    en: 'The new password must be at least 8 characters long',
  },
  password_mismatch: { it: 'Le password non corrispondono', en: 'The passwords do not match' },
  password_unchanged: {
    it: 'La nuova password deve essere diversa da quella attuale',
    en: 'The new password must be different from the current one',
  },
  password_not_complex: {
    it: 'La password deve contenere maiuscole, minuscole, numeri e caratteri speciali',
    en: 'The password must contain upper-case and lower-case letters, numbers and special characters',
  },
  password_too_long: {
    it: 'La nuova password è troppo lunga (massimo {max} caratteri)',
    en: 'The new password is too long (at most {max} characters)',
  },
  // `why` is the estimator's own hint, in Italian only.
  password_too_weak: { it: 'Password troppo debole: {why}', en: 'Password too weak: {why}' },
  current_password_wrong: { it: 'La password attuale non è corretta', en: 'The current password is not correct' },

  // People's details (booking card, contact form, admin bookings)
  name_required: { it: 'Nome richiesto', en: 'Name required' },
  name_too_short: { it: 'Il nome deve contenere almeno 2 caratteri', en: 'The name must be at least 2 characters long' },
  name_too_long: { it: 'Nome troppo lungo', en: 'Name too long' },
  name_too_long_max: { it: 'Nome troppo lungo (massimo {max} caratteri)', en: 'Name too long (at most {max} characters)' },
  email_invalid: { it: 'Email non valida', en: 'Invalid email address' },
  email_enter_valid: { it: 'Inserisci un indirizzo email valido', en: 'Please enter a valid email address' },
  language_invalid: { it: 'Lingua non valida: it o en', en: 'Invalid language: it or en' },
  phone_required: { it: 'Numero di telefono richiesto', en: 'Phone number required' },
  phone_enter_valid: { it: 'Inserisci un numero di telefono valido', en: 'Please enter a valid phone number' },
  phone_too_long: { it: 'Telefono troppo lungo', en: 'Phone number too long' },
  customer_name_required: { it: 'Nome cliente richiesto', en: 'Customer name required' },
  customer_phone_required: { it: 'Telefono richiesto', en: 'Phone required' },
  message_too_short: { it: 'Messaggio troppo breve', en: 'Message too short' },
  message_too_long: { it: 'Messaggio troppo lungo (massimo {max} caratteri)', en: 'Message too long (at most {max} characters)' },
  notes_invalid: { it: 'Note non valide', en: 'Invalid notes' },
  notes_too_long: { it: 'Note troppo lunghe', en: 'Notes too long' },
  notes_too_long_max: { it: 'Note troppo lunghe (massimo {max} caratteri)', en: 'Notes too long (at most {max} characters)' },
  reason_too_long: { it: 'Motivo troppo lungo (massimo {max} caratteri)', en: 'Reason too long (at most {max} characters)' },
  characters_not_allowed: { it: '{subject} contiene caratteri non ammessi.', en: '{subject} contains characters that are not allowed.' },
  field_characters_not_allowed: {
    it: 'Il campo {field} contiene caratteri non ammessi.',
    en: 'The field {field} contains characters that are not allowed.',
  },

  // Dates
  date_required: { it: 'Data mancante', en: 'Date missing' },
  date_invalid: { it: 'Data non valida', en: 'Invalid date' },
  date_format_invalid: { it: 'Data non valida: usa il formato AAAA-MM-GG', en: 'Invalid date: use the format YYYY-MM-DD' },
  start_date_format_invalid: {
    it: 'Data di inizio non valida: usa il formato AAAA-MM-GG',
    en: 'Invalid start date: use the format YYYY-MM-DD',
  },
  end_date_format_invalid: {
    it: 'Data di fine non valida: usa il formato AAAA-MM-GG',
    en: 'Invalid end date: use the format YYYY-MM-DD',
  },
  date_in_past: { it: 'Non puoi selezionare una data passata.', en: 'You cannot choose a date in the past.' },
  end_date_in_past: { it: 'La data di fine non può essere nel passato.', en: 'The end date cannot be in the past.' },
  end_before_start: {
    it: 'La data di fine deve essere uguale o successiva alla data di inizio.',
    en: 'The end date must be the same as or later than the start date.',
  },
  same_day_closed: {
    it: 'Le prenotazioni per oggi si chiudono alle {hour}:00: scegli una data da domani.',
    en: 'Bookings for today close at {hour}:00: please choose a date from tomorrow onwards.',
  },
  beyond_horizon: {
    it: 'Si può prenotare al massimo {months} mesi in anticipo: scegli una data più vicina.',
    en: 'You can book at most {months} months ahead: please choose an earlier date.',
  },
  rental_too_long: { it: 'Il noleggio può durare al massimo {max} giorni.', en: 'A rental can last at most {max} days.' },
  to_before_from: { it: 'La data finale non può precedere quella iniziale', en: 'The end date cannot be before the start date' },
  planning_too_long: { it: 'Il planning copre al massimo {max} giorni', en: 'The planning covers at most {max} days' },

  // Boats, requests and bookings
  boat_not_found: { it: 'Barca non trovata', en: 'Boat not found' },
  boat_unknown: { it: 'Barca non trovata: scegli una barca del catalogo.', en: 'Boat not found: choose a boat from the catalogue.' },
  boat_unavailable: {
    it: "La barca non è disponibile per le date selezionate. Scegli altre date o un'altra barca.",
    en: 'The boat is not available on the selected dates. Choose other dates or another boat.',
  },
  days_held: {
    it: "Queste date sono in attesa di conferma per un'altra richiesta. Scegli altre date o un'altra barca.",
    en: 'These dates are awaiting confirmation for another request. Choose other dates or another boat.',
  },
  requests_pending: {
    it: 'Hai già una richiesta in attesa: attendi la nostra risposta o annullala dal link ricevuto.',
    en: 'You already have a request waiting: wait for our answer or cancel it from the link you received.',
  },
  booking_overlap: {
    it: 'Le date si sovrappongono a una prenotazione confermata per questa barca.',
    en: 'The dates overlap a confirmed booking for this boat.',
  },
  booking_overlap_named: {
    it: 'Le date si sovrappongono a una prenotazione confermata per questa barca. ({name}, {startDate} – {endDate})',
    en: 'The dates overlap a confirmed booking for this boat. ({name}, {startDate} – {endDate})',
  },
  booking_overlap_external: {
    it: 'Le date si sovrappongono a un evento del calendario esterno «{feed}» (dal {startDate} al {endDate}).',
    en: 'The dates overlap an event of the external calendar “{feed}” (from {startDate} to {endDate}).',
  },
  request_overlap: {
    it: 'Le date si sovrappongono a una richiesta in attesa di risposta per questa barca.',
    en: 'The dates overlap a request awaiting an answer for this boat.',
  },
  request_overlap_named: {
    it: 'Le date si sovrappongono a una richiesta in attesa di risposta per questa barca. ({name}, {startDate} – {endDate})',
    en: 'The dates overlap a request awaiting an answer for this boat. ({name}, {startDate} – {endDate})',
  },
  booking_not_found: { it: 'Prenotazione non trovata', en: 'Booking not found' },
  booking_status_invalid: {
    it: 'Stato non valido: pending, confirmed o cancelled',
    en: 'Invalid status: pending, confirmed or cancelled',
  },
  request_not_found: { it: 'Richiesta non trovata', en: 'Request not found' },
  request_link_unknown: {
    it: 'Richiesta non trovata: controlla il link ricevuto per email.',
    en: 'Request not found: check the link you received by email.',
  },
  request_not_pending: {
    it: 'La richiesta non è più in attesa: è già stata gestita.',
    en: 'The request is no longer pending: it has already been handled.',
  },
  request_hold_lapsed: {
    it: 'La richiesta è scaduta: le date non sono più riservate.',
    en: 'The request has expired: the dates are no longer held.',
  },
  request_cancelled_by_customer: {
    it: 'La richiesta è stata annullata dal cliente: non si può creare una prenotazione da questa richiesta.',
    en: 'The customer cancelled the request: no booking can be made from it.',
  },
  cancel_rate_limited: {
    it: 'Troppi tentativi di annullamento. Riprova tra qualche minuto.',
    en: 'Too many cancellation attempts. Please try again in a few minutes.',
  },
  confirmation_needs_email: {
    it: "Inserisci l'email del cliente per inviargli la conferma.",
    en: "Enter the customer's email address to send them the confirmation.",
  },
  send_confirmation_invalid: { it: 'Valore non valido per l’invio della conferma', en: 'Invalid value for sending the confirmation' },
  boat_name_too_long: { it: 'Nome della barca troppo lungo', en: 'Boat name too long' },
  extra_invalid: { it: 'Extra non valido', en: 'Invalid extra' },
  extra_name_too_long: { it: 'Nome di un extra troppo lungo', en: 'Name of an extra too long' },
  extras_invalid: { it: 'Elenco degli extra non valido', en: 'Invalid list of extras' },
  extras_too_many: { it: 'Troppi extra (massimo {max})', en: 'Too many extras (at most {max})' },
  model_required: { it: 'Modello richiesto', en: 'Model required' },
  model_invalid: { it: 'Modello non valido', en: 'Invalid model' },
  archive_selection_empty: { it: 'Seleziona almeno una richiesta da archiviare.', en: 'Select at least one request to archive.' },
  archive_too_many: {
    it: 'Puoi archiviare al massimo {max} richieste alla volta.',
    en: 'You can archive at most {max} requests at a time.',
  },
  archive_duplicate: { it: 'Ogni richiesta può comparire una sola volta.', en: 'Each request may appear only once.' },
  search_invalid: { it: 'Ricerca non valida', en: 'Invalid search' },
  search_too_long: {
    it: 'Ricerca troppo lunga (al massimo {max} caratteri)',
    en: 'Search too long (at most {max} characters)',
  },
  id_invalid: { it: 'Identificativo non valido', en: 'Invalid identifier' },
  id_list_invalid: { it: '{field}: elenco di identificativi non valido', en: '{field}: invalid list of identifiers' },
  id_list_format: {
    it: '{field}: elenco di identificativi non valido (es. 12,15,40)',
    en: '{field}: invalid list of identifiers (e.g. 12,15,40)',
  },
  id_list_too_long: { it: '{field}: al massimo {max} identificativi', en: '{field}: at most {max} identifiers' },

  // Any labelled field (a query number, a content field)
  field_required: { it: '{field} richiesto', en: '{field} is required' },
  field_invalid: { it: '{field} non valido', en: '{field} is not valid' },
  field_text_invalid: { it: '{field}: testo non valido', en: '{field}: invalid text' },
  field_too_long: { it: '{field}: massimo {max} caratteri', en: '{field}: at most {max} characters' },
  field_not_integer: { it: '{field} non valido: usa un numero intero', en: '{field} is not valid: use a whole number' },
  field_too_small: { it: '{field} deve essere almeno {min}', en: '{field} must be at least {min}' },
  field_too_large: { it: '{field} può essere al massimo {max}', en: '{field} can be at most {max}' },
  time_format_invalid: { it: '{field} non valido (formato HH:MM)', en: '{field} is not valid (format HH:MM)' },

  // The boat editor
  list_invalid: { it: 'Elenco non valido', en: 'Invalid list' },
  list_item_not_text: { it: 'Ogni voce deve essere un testo', en: 'Each entry must be text' },
  list_item_too_long: { it: 'Voce troppo lunga (massimo {max} caratteri)', en: 'Entry too long (at most {max} characters)' },
  list_too_many: { it: 'Troppe voci (massimo {max})', en: 'Too many entries (at most {max})' },
  image_url_invalid: { it: 'URL immagine non valido', en: 'Invalid image URL' },
  image_url_too_long: { it: 'URL immagine troppo lungo', en: 'Image URL too long' },
  image_url_format: {
    it: 'URL immagine non valido: usa un indirizzo http(s) o un percorso del sito',
    en: 'Invalid image URL: use an http(s) address or a path of the site',
  },
  images_too_many: { it: 'Troppe immagini (massimo {max})', en: 'Too many images (at most {max})' },
  view_invalid: { it: 'Vista non valida: usa view=names', en: 'Invalid view: use view=names' },
  translations_invalid: { it: 'Traduzioni non valide', en: 'Invalid translations' },
  capacity_not_integer: { it: 'Capacità: inserisci un numero intero', en: 'Capacity: enter a whole number' },
  capacity_too_small: { it: 'Capacità: almeno 1 persona', en: 'Capacity: at least 1 person' },
  capacity_too_large: { it: 'Capacità: al massimo {max} persone', en: 'Capacity: at most {max} people' },
  license_invalid: { it: 'Patente: valore non valido', en: 'Licence: invalid value' },
  license_terms_invalid: { it: 'Patente (condizioni): valore non valido', en: 'Licence (terms): invalid value' },
  multiplier_invalid: { it: 'Moltiplicatore non valido', en: 'Invalid multiplier' },
  multiplier_format: { it: 'Moltiplicatore non valido (es. 1.00)', en: 'Invalid multiplier (e.g. 1.00)' },
  status_invalid: { it: 'Stato non valido', en: 'Invalid status' },
  year_not_integer: { it: 'Anno: inserisci un numero intero', en: 'Year: enter a whole number' },
  year_invalid: { it: 'Anno non valido', en: 'Invalid year' },
  fuel_included_invalid: { it: 'Carburante incluso: valore non valido', en: 'Fuel included: invalid value' },
  weather_refund_invalid: { it: 'Rimborso meteo: valore non valido', en: 'Weather refund: invalid value' },

  // Prices
  amount_invalid: {
    it: 'Importo non valido: un numero non negativo con al massimo 2 decimali (es. 150.50)',
    en: 'Invalid amount: a non-negative number with at most 2 decimals (e.g. 150.50)',
  },
  amount_too_high: { it: 'Importo troppo alto', en: 'Amount too high' },
  day_price_too_high: { it: 'Prezzo giornaliero troppo alto: al massimo {max} €.', en: 'Daily price too high: at most €{max}.' },
  weekend_multiplier_invalid: { it: 'Moltiplicatore weekend non valido (es. 1.00)', en: 'Invalid weekend multiplier (e.g. 1.00)' },
  period_name_required: { it: 'Nome del periodo richiesto', en: 'Period name required' },
  period_name_too_short: { it: 'Nome del periodo richiesto (almeno 2 caratteri)', en: 'Period name required (at least 2 characters)' },
  period_name_en_too_long: {
    it: 'Nome in inglese troppo lungo (massimo {max} caratteri)',
    en: 'English name too long (at most {max} characters)',
  },
  nothing_to_update: { it: 'Nessun campo da aggiornare', en: 'No field to update' },
  period_not_found: { it: 'Periodo di prezzo non trovato', en: 'Pricing period not found' },
  price_not_found: { it: 'Prezzo non trovato', en: 'Price not found' },
  price_duplicate: {
    it: 'Esiste già un prezzo per questa barca in questo periodo: modifica quello esistente.',
    en: 'There is already a price for this boat in this period: edit the existing one.',
  },
  boat_id_invalid: { it: 'Identificativo barca non valido', en: 'Invalid boat identifier' },
  prices_only_until: {
    it: 'I prezzi sono disponibili fino al {date}: scegli date entro quel giorno o contattaci.',
    en: 'Prices are available until {date}: choose dates up to that day or contact us.',
  },
  prices_not_available: {
    it: 'I prezzi di questa barca non sono ancora disponibili: contattaci per un preventivo.',
    en: 'Prices for this boat are not available yet: contact us for a quote.',
  },

  // Calendars
  calendar_not_found: { it: 'Calendario non trovato', en: 'Calendar not found' },
  calendar_feed_name_invalid: {
    it: 'Inserisci un nome per il calendario (massimo {max} caratteri)',
    en: 'Enter a name for the calendar (at most {max} characters)',
  },
  calendar_feed_url_invalid: {
    it: "Inserisci l'indirizzo completo del calendario (http:// o https://)",
    en: 'Enter the full address of the calendar (http:// or https://)',
  },
  calendar_feed_url_private: {
    it: 'Questo indirizzo punta a una rete privata o a questo server: non può essere letto',
    en: 'This address points to a private network or to this server: it cannot be read',
  },
  calendar_feeds_too_many: {
    it: 'Questa barca ha già {max} calendari collegati: eliminane uno prima di aggiungerne un altro',
    en: 'This boat already has {max} linked calendars: delete one before adding another',
  },

  // The activity log
  page_invalid: { it: 'Pagina non valida', en: 'Invalid page' },
  page_size_invalid: { it: 'Dimensione della pagina non valida', en: 'Invalid page size' },
  page_size_too_large: { it: 'Dimensione della pagina non valida: al massimo {max}', en: 'Invalid page size: at most {max}' },
  log_kind_invalid: { it: 'Tipo non valido: usa {kinds}', en: 'Invalid type: use {kinds}' },
  admin_invalid: { it: 'Amministratore non valido', en: 'Invalid administrator' },
  log_date_invalid: { it: 'Data "{field}" non valida', en: 'Invalid "{field}" date' },
  log_date_format_invalid: {
    it: 'Data "{field}" non valida: usa il formato AAAA-MM-GG',
    en: 'Invalid "{field}" date: use the format YYYY-MM-DD',
  },
  log_to_before_from: {
    it: 'La data "al" deve essere uguale o successiva alla data "dal".',
    en: 'The "to" date must be the same as or later than the "from" date.',
  },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof ERRORS;
export type ErrorLanguage = keyof ErrorText;
export type ErrorParams = Record<string, string>;

/** The code of a text the catalogue does not know, in a 4xx answer without a more telling status. */
export const GENERIC_ERROR_CODE = 'invalid_input' satisfies ErrorCode;

/**
 * The Italian words a message puts in a placeholder (a field's label, a subject) and their English,
 * so the English text names the field in English. A value not listed here is shown as it came.
 */
export const ERROR_PARAM_WORDS: Record<string, string> = {
  // Subjects of "contiene caratteri non ammessi"
  'Il nome': 'The name',
  'Il telefono': 'The phone number',
  'Il messaggio': 'The message',
  'Il nome della barca': "The boat's name",
  'Il testo delle note': 'The notes',
  'Il nome del cliente': "The customer's name",
  'Un extra': 'An extra',
  'Una voce': 'An entry',
  'Il modello': 'The model',
  'Il motivo': 'The reason',
  'Il nome del periodo': "The period's name",
  'Il nome in inglese del periodo': "The period's English name",
  // Labels of the boat editor's fields
  Nome: 'Name',
  Modello: 'Model',
  'Modello base': 'Base model',
  Lunghezza: 'Length',
  Larghezza: 'Width',
  Motore: 'Engine',
  Descrizione: 'Description',
  'Descrizione dettagliata': 'Detailed description',
  'Descrizione (inglese)': 'Description (English)',
  'Descrizione dettagliata (inglese)': 'Detailed description (English)',
  'Nome in inglese': 'English name',
  'Serbatoio carburante': 'Fuel tank',
  'Serbatoio acqua': 'Water tank',
  'Orario di imbarco': 'Boarding time',
  'Orario di rientro': 'Return time',
  // Query parameters
  Limite: 'Limit',
  Posizione: 'Offset',
  Prenotazioni: 'Bookings',
  Richieste: 'Requests',
  dal: 'from',
  al: 'to',
};

/** The placeholders of a text, in order: 'a {x} b {y}' -> ['x', 'y']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The text of `code` in `language`, its placeholders filled from `params` (English gets the English of known words). */
export function errorText(code: ErrorCode, language: ErrorLanguage, params: ErrorParams = {}): string {
  return ERRORS[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return language === 'en' ? (ERROR_PARAM_WORDS[value] ?? value) : value;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EXACT = new Map<string, ErrorCode>();
/**
 * The few refusals a service answers in the request's own language (the pending-request caps,
 * docs/request-lifecycle.md#hoarding) keep their code when answered in English.
 */
const EXACT_EN = new Map<string, ErrorCode>();
const TEMPLATES: { code: ErrorCode; pattern: RegExp; names: string[]; literal: number }[] = [];
for (const [code, text] of Object.entries(ERRORS) as [ErrorCode, ErrorText][]) {
  const names = placeholdersOf(text.it);
  if (names.length === 0) {
    EXACT.set(text.it, code);
    if (!EXACT_EN.has(text.en)) EXACT_EN.set(text.en, code);
    continue;
  }
  const parts = text.it.split(/\{\w+\}/);
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's');
  TEMPLATES.push({ code, pattern, names, literal: parts.join('').length });
}
// The template with the most fixed text wins: 'Il campo {field} contiene…' before '{subject} contiene…'.
TEMPLATES.sort((a, b) => b.literal - a.literal);

/** The code (and the values of its placeholders) of an Italian message, or undefined when the catalogue does not know it. */
export function errorCodeOf(message: string): { code: ErrorCode; params?: ErrorParams } | undefined {
  const exact = EXACT.get(message) ?? EXACT_EN.get(message);
  if (exact) return { code: exact };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: ErrorParams = {};
    template.names.forEach((name, index) => (params[name] = match[index + 1]!));
    return { code: template.code, params };
  }
  return undefined;
}

/** The code of an answer whose message the catalogue does not know, by its status. */
export function genericErrorCode(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'internal';
  return GENERIC_ERROR_CODE;
}

export interface ErrorIssue {
  path: string;
  message: string;
}
export interface CodedIssue extends ErrorIssue {
  code: ErrorCode;
  params?: ErrorParams;
}

/** One per-field problem with its code added: the catalogue's, else the generic one. */
export function codedIssue(issue: ErrorIssue): CodedIssue {
  const found = errorCodeOf(issue.message);
  return { ...issue, code: found?.code ?? GENERIC_ERROR_CODE, ...(found?.params ? { params: found.params } : {}) };
}

/**
 * The fields every error answer carries beside `error` and `message` (docs/errors.md): `code` (and
 * `params`), taken from the first issue when there are issues, else from the message, else from the
 * status. A 5xx is always `unavailable` (503) or `internal`: its text is not a refusal of the input.
 */
export function errorFields(
  status: number,
  message: string,
  issues?: readonly ErrorIssue[],
): { code: ErrorCode; params?: ErrorParams; issues?: CodedIssue[] } {
  const coded = issues?.map(codedIssue);
  if (status >= 500) return { code: genericErrorCode(status), ...(coded ? { issues: coded } : {}) };
  const first = coded?.[0];
  const found = first ? { code: first.code, params: first.params } : (errorCodeOf(message) ?? { code: genericErrorCode(status) });
  return { code: found.code, ...(found.params ? { params: found.params } : {}), ...(coded ? { issues: coded } : {}) };
}

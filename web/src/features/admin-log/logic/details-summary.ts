import { slashItalianDate } from '@nbp/contracts/format';

/**
 * The log's details in words (docs/back-office.md#a-readable-log): each known key with its Italian
 * label, in the order a reader wants them; a key the log does not know is left out rather than
 * shown as a code, and so is a field name it cannot say.
 */
const LABELS: Record<string, string> = {
  name: 'Nome',
  nameEn: 'Nome in inglese',
  customerName: 'Cliente',
  email: 'Email',
  boatName: 'Barca',
  boatId: 'Barca',
  bookingId: 'Prenotazione',
  requestId: 'Richiesta',
  periodId: 'Periodo',
  feedName: 'Calendario',
  startDate: 'Dal',
  endDate: 'Al',
  previousStatus: 'Stato precedente',
  status: 'Stato',
  bookingStatus: 'Stato della prenotazione',
  totalPrice: 'Totale',
  oneDayPrice: 'Prezzo giorno',
  multiDayPrice: 'Prezzo multi-giorno',
  isActive: 'Attivo',
  changed: 'Campi modificati',
  reason: 'Motivo',
  withReason: 'Motivo indicato',
  alternatives: 'Alternative proposte',
  eventCount: 'Eventi',
  count: 'Quante',
  ok: 'Riuscito',
  customerNotified: 'Cliente avvisato via email',
  source: 'Origine',
  service: 'Servizio',
};
const ORDER = Object.keys(LABELS);

/** What a state, a field or a source is called in the back office. */
const WORDS: Record<string, string> = {
  pending: 'in attesa',
  confirmed: 'confermata',
  cancelled: 'cancellata',
  declined: 'rifiutata',
  expired: 'scaduta',
  archived: 'archiviata',
  admin: 'back office',
  seed: 'dati iniziali',
  identity: 'accessi',
  booking: 'prenotazioni',
  catalogue: 'catalogo',
  pricing: 'prezzi',
  notification: 'email',
  planning: 'planning',
  request: 'richiesta',
  name: 'nome',
  nameEn: 'nome in inglese',
  model: 'modello',
  baseModel: 'modello base',
  description: 'descrizione',
  descriptionEn: 'descrizione in inglese',
  detailedDescription: 'descrizione dettagliata',
  detailedDescriptionEn: 'descrizione dettagliata in inglese',
  length: 'lunghezza',
  width: 'larghezza',
  motorPower: 'motore',
  maxPersons: 'persone',
  requiresLicense: 'patente',
  licenseRequired: 'condizioni della patente',
  images: 'foto',
  imageUrl: 'foto',
  year: 'anno',
  features: 'dotazioni',
  extras: 'extra',
  deposit: 'cauzione',
  checkInTime: "orario d'imbarco",
  checkOutTime: 'orario di rientro',
  fuelTank: 'serbatoio carburante',
  waterTank: 'serbatoio acqua',
  isActive: 'attiva',
  boatId: 'barca',
  startDate: 'inizio',
  endDate: 'fine',
  totalPrice: 'prezzo',
  status: 'stato',
  notes: 'note',
  customerName: 'cliente',
  customerEmail: 'email',
  customerPhone: 'telefono',
  selectedExtras: 'extra',
  oneDayPrice: 'prezzo giorno',
  multiDayPrice: 'prezzo multi-giorno',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX = 240;

function value(input: unknown): string {
  if (input === null || input === undefined || input === '') return '—';
  if (typeof input === 'boolean') return input ? 'sì' : 'no';
  if (typeof input === 'number' || typeof input === 'bigint') return String(input);
  if (typeof input === 'string') return DATE.test(input) ? slashItalianDate(input) : (WORDS[input] ?? input);
  if (Array.isArray(input)) {
    const said = input.filter((item) => typeof item !== 'string' || item in WORDS || !/^[a-z][a-zA-Z]*$/.test(item)).map(value);
    return said.length === 0 ? '—' : said.join(', ');
  }
  return '—';
}

/** The log's Dettagli line: the details as labelled words, cut to a sane length. */
export function summarizeDetails(details: unknown): string {
  let input = details;
  if (typeof details === 'string') {
    try {
      input = JSON.parse(details);
    } catch {
      return details.length > MAX ? `${details.slice(0, MAX - 1)}…` : details;
    }
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return value(input);
  const entries = Object.entries(input as Record<string, unknown>)
    .filter(([key, item]) => key in LABELS && (item === null || typeof item !== 'object' || Array.isArray(item)))
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const text = entries.length === 0 ? '—' : entries.map(([key, item]) => `${LABELS[key]}: ${value(item)}`).join(' · ');
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

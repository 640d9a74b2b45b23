/** Known keys, in the order a reader wants them; unknown keys go just before the service. */
const LABELS: Record<string, string> = {
  name: 'Nome',
  customerName: 'Cliente',
  email: 'Email',
  boatName: 'Barca',
  boatId: 'Barca',
  periodId: 'Periodo',
  startDate: 'Dal',
  endDate: 'Al',
  previousStatus: 'Stato precedente',
  status: 'Stato',
  totalPrice: 'Totale',
  oneDayPrice: 'Prezzo giorno',
  multiDayPrice: 'Prezzo multi-giorno',
  isActive: 'Attivo',
  changed: 'Campi modificati',
  withReason: 'Motivo indicato',
  customerNotified: 'Cliente avvisato via email',
  source: 'Origine',
  service: 'Servizio',
};
const ORDER = Object.keys(LABELS);
const rank = (key: string) => {
  const index = ORDER.indexOf(key);
  if (key === 'service') return ORDER.length + 1;
  return index === -1 ? ORDER.length : index;
};

const MAX = 240;

function value(input: unknown, depth: number): string {
  if (input === null || input === undefined || input === '') return '—';
  if (typeof input === 'boolean') return input ? 'sì' : 'no';
  if (typeof input === 'string' || typeof input === 'number' || typeof input === 'bigint') return String(input);
  if (Array.isArray(input)) return input.length === 0 ? '—' : input.map((item) => value(item, depth + 1)).join(', ');
  if (typeof input === 'object') {
    const entries = Object.entries(input as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b));
    if (entries.length === 0) return '—';
    const text = entries.map(([key, item]) => `${LABELS[key] ?? key}: ${value(item, depth + 1)}`).join(depth === 0 ? ' · ' : ', ');
    return depth === 0 ? text : `(${text})`;
  }
  return String(input);
}

/** The log's Dettagli column: the details JSON as one readable line, cut to a sane length. */
export function summarizeDetails(details: unknown): string {
  let input = details;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      /* plain text */
    }
  }
  const text = value(input, 0);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

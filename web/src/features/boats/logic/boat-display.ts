import type { Boat } from '@nbp/contracts/http/catalogue';
import { BUSINESS } from '@nbp/contracts/business';
import type { Lang } from '../../../i18n/lang.ts';
import { BOAT_YEAR_DEFAULT } from '../../../lib/answers/defaults.ts';

/** docs/product/screens.md#boat-fallbacks: what the detail page shows when the boat leaves a value out. */
export const FALLBACK_SAFETY = ['Giubbotti di salvataggio', 'Kit di pronto soccorso', 'Estintore', 'Radio VHF'];

export const FALLBACK_INCLUDED = [
  'Noleggio della barca dalle 9:00 alle 18:00',
  'Assicurazione RC',
  'Dotazioni di sicurezza a norma',
  'Briefing di navigazione prima della partenza',
  'Pulizia finale',
  'Assistenza telefonica 7 giorni su 7',
];

export const FALLBACK_EXCLUDED = [
  'Carburante',
  'Skipper (disponibile su richiesta)',
  'Tasse di ormeggio in altri porti',
  'Extra e attrezzature opzionali',
];

/** The same fallbacks on the English page (docs/languages.md#boat-page). */
const FALLBACKS_EN = {
  safety: ['Life jackets', 'First aid kit', 'Fire extinguisher', 'VHF radio'],
  included: [
    'Boat hire from 9:00 to 18:00',
    'Third-party liability insurance',
    'Safety equipment as required by law',
    'Navigation briefing before departure',
    'Final cleaning',
    'Phone assistance 7 days a week',
  ],
  excluded: ['Fuel', 'Skipper (available on request)', 'Mooring fees in other harbours', 'Optional extras and equipment'],
};
const FALLBACKS: Record<Lang, { safety: string[]; included: string[]; excluded: string[]; litres: string }> = {
  it: { safety: FALLBACK_SAFETY, included: FALLBACK_INCLUDED, excluded: FALLBACK_EXCLUDED, litres: 'litri' },
  en: { ...FALLBACKS_EN, litres: 'litres' },
};

export interface BoatDisplay {
  width: string;
  fuelTank: string;
  waterTank: string;
  /** Decimal string, e.g. '500.00'. */
  deposit: string;
  checkIn: string;
  checkOut: string;
  comfort: string[];
  navigation: string[];
  safety: string[];
  included: string[];
  excluded: string[];
}

type BoatFields = Pick<
  Boat,
  | 'model'
  | 'width'
  | 'fuelTankCapacity'
  | 'waterTankCapacity'
  | 'deposit'
  | 'checkInTime'
  | 'checkOutTime'
  | 'features'
  | 'comfortFeatures'
  | 'navigationFeatures'
  | 'safetyFeatures'
  | 'includedItems'
  | 'excludedItems'
>;

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim().length > 0;
const listOr = (list: readonly string[] | null | undefined, fallback: readonly string[]) =>
  list && list.length > 0 ? [...list] : [...fallback];

/** The boat's own values where it has them, the documented fallbacks where it does not, in the page's language. */
export function boatDisplay(boat: BoatFields, lang: Lang = 'it'): BoatDisplay {
  const small = boat.model.includes('6.40');
  const features = boat.features ?? [];
  const fallback = FALLBACKS[lang];
  return {
    width: present(boat.width) ? boat.width : small ? '2.30 m' : '2.50 m',
    fuelTank: present(boat.fuelTankCapacity) ? boat.fuelTankCapacity : `${small ? 90 : 120} ${fallback.litres}`,
    waterTank: present(boat.waterTankCapacity) ? boat.waterTankCapacity : `${small ? 40 : 60} ${fallback.litres}`,
    deposit: present(boat.deposit) && Number(boat.deposit) > 0 ? boat.deposit : BUSINESS.defaultDeposit,
    checkIn: present(boat.checkInTime) ? boat.checkInTime : '9:00',
    checkOut: present(boat.checkOutTime) ? boat.checkOutTime : '18:00',
    comfort: listOr(boat.comfortFeatures, features.slice(0, 4)),
    navigation: listOr(boat.navigationFeatures, features.slice(4, 8)),
    safety: listOr(boat.safetyFeatures, fallback.safety),
    included: listOr(boat.includedItems, fallback.included),
    excluded: listOr(boat.excludedItems, fallback.excluded),
  };
}

export const CARD_DESCRIPTION_LIMIT = 120;

/** The fleet card shows at most 120 characters of the description, then an ellipsis. */
export function cardDescription(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

/**
 * A value as the page shows it, or null when there is nothing to show: an empty optional field is
 * left out instead of reading "null" or "undefined" (the answer is not parsed on public pages, so a
 * field the catalogue leaves empty arrives here as it is).
 */
export function shownValue(value: string | number | null | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length > 0 ? text : null;
}

export interface SpecItem {
  key: 'capacity' | 'length' | 'engine' | 'year';
  label: string;
  value: string;
}

/**
 * The boat's key figures (capacity, length, engine, year), each only when the boat has it; the year
 * always, the catalogue's default standing in for a missing one (docs/public-pages.md#display-fallbacks).
 */
export function specItems(boat: Pick<Boat, 'maxPersons' | 'length' | 'motorPower' | 'year'>): SpecItem[] {
  const persons = shownValue(boat.maxPersons);
  const items: (SpecItem | null)[] = [
    persons === null ? null : { key: 'capacity', label: 'Capacità', value: `${persons} persone` },
    lift('length', 'Lunghezza', boat.length),
    lift('engine', 'Motore', boat.motorPower),
    lift('year', 'Anno', shownValue(boat.year) ?? BOAT_YEAR_DEFAULT),
  ];
  return items.filter((item): item is SpecItem => item !== null);
}

function lift(key: SpecItem['key'], label: string, raw: string | number | null | undefined): SpecItem | null {
  const value = shownValue(raw);
  return value === null ? null : { key, label, value };
}

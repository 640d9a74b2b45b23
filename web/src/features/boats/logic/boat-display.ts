import type { Boat } from '@nbp/contracts/http/catalogue';
import { BUSINESS } from '@nbp/contracts/business';
import type { MessageId } from '../../../i18n/i18n.tsx';
import type { FigureKind } from '../../../i18n/figures.ts';
import { BOAT_YEAR_DEFAULT } from '../../../lib/answers/defaults.ts';

/**
 * docs/product/screens.md#boat-fallbacks: what the detail page shows when the boat leaves a value
 * out, in the page's language: each text is a key of the catalogue (docs/languages.md#boat-page).
 */
export const FALLBACK_KEYS = {
  safety: ['boat.fallback.safety.1', 'boat.fallback.safety.2', 'boat.fallback.safety.3', 'boat.fallback.safety.4'],
  included: [
    'boat.fallback.included.1',
    'boat.fallback.included.2',
    'boat.fallback.included.3',
    'boat.fallback.included.4',
    'boat.fallback.included.5',
    'boat.fallback.included.6',
  ],
  excluded: ['boat.fallback.excluded.1', 'boat.fallback.excluded.2', 'boat.fallback.excluded.3', 'boat.fallback.excluded.4'],
} as const satisfies Record<string, readonly MessageId[]>;

/** The page's words the display needs: a catalogue text, and a figure in the page's language (useFormat().figure). */
export interface DisplayWords {
  text: (id: MessageId) => string;
  figure: (kind: FigureKind, raw: string | null | undefined) => string | null;
}

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
export function boatDisplay(boat: BoatFields, { text, figure }: DisplayWords): BoatDisplay {
  const size = boat.model.includes('6.40') ? 'small' : 'large';
  const features = boat.features ?? [];
  const fallback = (keys: readonly MessageId[]) => keys.map((key) => text(key));
  return {
    width: figure('length', boat.width) ?? text(`boat.fallback.width.${size}`),
    fuelTank: figure('volume', boat.fuelTankCapacity) ?? text(`boat.fallback.fuel.${size}`),
    waterTank: figure('volume', boat.waterTankCapacity) ?? text(`boat.fallback.water.${size}`),
    deposit: present(boat.deposit) && Number(boat.deposit) > 0 ? boat.deposit : BUSINESS.defaultDeposit,
    checkIn: present(boat.checkInTime) ? boat.checkInTime : '9:00',
    checkOut: present(boat.checkOutTime) ? boat.checkOutTime : '18:00',
    comfort: listOr(boat.comfortFeatures, features.slice(0, 4)),
    navigation: listOr(boat.navigationFeatures, features.slice(4, 8)),
    safety: listOr(boat.safetyFeatures, fallback(FALLBACK_KEYS.safety)),
    included: listOr(boat.includedItems, fallback(FALLBACK_KEYS.included)),
    excluded: listOr(boat.excludedItems, fallback(FALLBACK_KEYS.excluded)),
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

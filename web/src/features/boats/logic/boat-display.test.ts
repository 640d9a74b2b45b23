import { describe, expect, it } from 'vitest';
import { boatDisplay, cardDescription, shownValue, specItems, type DisplayWords } from './boat-display.ts';
import { formatFigure } from '../../../i18n/figures.ts';
import type { Lang } from '../../../i18n/lang.ts';
import italian from '../../../i18n/messages/it.json';
import english from '../../../i18n/messages/en.json';

/** The page's words as useT and useFormat give them, from the catalogue itself (no ICU text needs formatting but the units). */
function words(lang: Lang): DisplayWords {
  const catalogue: Record<string, string> = lang === 'it' ? italian : english;
  return {
    text: (id) => catalogue[id]!,
    figure: (kind, raw) => formatFigure(kind, raw, lang, (unit, value) => catalogue[`figure.${unit}`]!.replace('{value}', value)),
  };
}
const IT = words('it');
const EN = words('en');

const FEATURES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
const bare = {
  model: 'Eolo 6.40 EL Open',
  width: null,
  fuelTankCapacity: null,
  waterTankCapacity: null,
  deposit: '',
  checkInTime: '',
  checkOutTime: '',
  features: FEATURES,
  comfortFeatures: [],
  navigationFeatures: [],
  safetyFeatures: [],
  includedItems: [],
  excludedItems: [],
};

describe('boatDisplay fallbacks (documented)', () => {
  it('fills a 6.40 model with the small-boat values', () => {
    const display = boatDisplay(bare, IT);
    expect(display).toMatchObject({
      width: '2.30 m',
      fuelTank: '90 litri',
      waterTank: '40 litri',
      deposit: '500.00',
      checkIn: '9:00',
      checkOut: '18:00',
    });
    expect(display.comfort).toEqual(['a', 'b', 'c', 'd']);
    expect(display.navigation).toEqual(['e', 'f', 'g', 'h']);
    expect(display.safety).toEqual(['Giubbotti di salvataggio', 'Kit di pronto soccorso', 'Estintore', 'Radio VHF']);
    expect(display.included).toHaveLength(6);
    expect(display.included[0]).toBe('Noleggio della barca dalle 9:00 alle 18:00');
    expect(display.excluded).toEqual([
      'Carburante',
      'Skipper (disponibile su richiesta)',
      'Tasse di ormeggio in altri porti',
      'Extra e attrezzature opzionali',
    ]);
  });

  it('fills the English page with the same fallbacks in English, from the catalogue', () => {
    const display = boatDisplay(bare, EN);
    expect(display).toMatchObject({ width: '2.30 m', fuelTank: '90 litres', waterTank: '40 litres' });
    expect(display.safety).toEqual(['Life jackets', 'First aid kit', 'Fire extinguisher', 'VHF radio']);
    expect(display.included).toHaveLength(6);
    expect(display.included[0]).toBe('Boat hire from 9:00 to 18:00');
    expect(display.excluded[0]).toBe('Fuel');
    expect(boatDisplay({ ...bare, model: 'Eolo 7.50 Day' }, EN)).toMatchObject({
      width: '2.50 m',
      fuelTank: '120 litres',
      waterTank: '60 litres',
    });
  });

  it('writes the boat’s own figures in English on the English page', () => {
    expect(boatDisplay({ ...bare, width: '2,45 mt', fuelTankCapacity: '200 litri', waterTankCapacity: '70 lt' }, EN)).toMatchObject({
      width: '2.45 m',
      fuelTank: '200 litres',
      waterTank: '70 litres',
    });
  });

  it('fills any other model with the larger values', () => {
    expect(boatDisplay({ ...bare, model: 'Eolo 7.50 Day' }, IT)).toMatchObject({
      width: '2.50 m',
      fuelTank: '120 litri',
      waterTank: '60 litri',
    });
  });

  it('keeps the boat’s own values', () => {
    const own = boatDisplay(
      {
        ...bare,
        width: '2.45 m',
        fuelTankCapacity: '200 litri',
        waterTankCapacity: '70 litri',
        deposit: '800.00',
        checkInTime: '8:30',
        checkOutTime: '19:00',
        comfortFeatures: ['Frigo'],
        navigationFeatures: ['GPS'],
        safetyFeatures: ['Zattera'],
        includedItems: ['Tutto'],
        excludedItems: ['Niente'],
      },
      IT,
    );
    expect(own).toEqual({
      width: '2.45 m',
      fuelTank: '200 litri',
      waterTank: '70 litri',
      deposit: '800.00',
      checkIn: '8:30',
      checkOut: '19:00',
      comfort: ['Frigo'],
      navigation: ['GPS'],
      safety: ['Zattera'],
      included: ['Tutto'],
      excluded: ['Niente'],
    });
  });

  it('treats a zero deposit and blank texts as missing', () => {
    expect(boatDisplay({ ...bare, deposit: '0.00', width: '  ' }, IT)).toMatchObject({ deposit: '500.00', width: '2.30 m' });
  });
});

describe('cardDescription', () => {
  it('cuts at 120 characters and adds an ellipsis', () => {
    const long = 'x'.repeat(150);
    expect(cardDescription(long)).toBe(`${'x'.repeat(120)}...`);
    expect(cardDescription('Breve')).toBe('Breve');
    expect(cardDescription('y'.repeat(120))).toBe('y'.repeat(120));
  });
});

describe('optional fields left out when empty', () => {
  const full = { maxPersons: 6, length: '6.40 mt', motorPower: '40 CV', year: 2024 };

  it('lists capacity, length, engine and year when the boat has them', () => {
    expect(specItems(full)).toEqual([
      { key: 'capacity', label: 'Capacità', value: '6 persone' },
      { key: 'length', label: 'Lunghezza', value: '6.40 mt' },
      { key: 'engine', label: 'Motore', value: '40 CV' },
      { key: 'year', label: 'Anno', value: '2024' },
    ]);
  });

  it('leaves out a length, engine or capacity that is null, undefined or blank: never "null" or "undefined" on screen', () => {
    const bareBoat = { maxPersons: null, length: '  ', motorPower: undefined, year: 2019 } as unknown as Parameters<typeof specItems>[0];
    expect(specItems(bareBoat)).toEqual([{ key: 'year', label: 'Anno', value: '2019' }]);
  });

  it("keeps the 'Anno' card of a boat without a year, with the catalogue's default year (docs/public-pages.md#display-fallbacks)", () => {
    for (const year of [null, undefined, Number.NaN]) {
      const noYear = specItems({ ...full, year: year as unknown as number });
      expect(noYear.map((item) => item.key)).toEqual(['capacity', 'length', 'engine', 'year']);
      expect(noYear.at(-1)).toEqual({ key: 'year', label: 'Anno', value: '2024' });
    }
  });

  it('shows a value only when it has text', () => {
    expect(shownValue('  40 CV ')).toBe('40 CV');
    expect(shownValue(0)).toBe('0');
    for (const empty of [null, undefined, '', '   ', Number.NaN]) expect(shownValue(empty)).toBeNull();
  });
});

export type SeasonLevel = 'bassa' | 'media' | 'alta';

export interface SeedPeriod {
  name: string;
  /** The English name the English pages show (docs/languages.md#period-names). */
  nameEn: string;
  startDate: string;
  endDate: string;
  level: SeasonLevel;
}

/** Euro per day: [one day, each day of 3+ days]. Bigger boat, dearer; longer rental, cheaper per day. */
export const SEED_RATES: Record<string, Record<SeasonLevel, readonly [string, string]>> = {
  'Eolo 6.40': { bassa: ['150.00', '130.00'], media: ['190.00', '165.00'], alta: ['260.00', '230.00'] },
  'Eolo 6.90': { bassa: ['220.00', '195.00'], media: ['280.00', '250.00'], alta: ['380.00', '340.00'] },
  'Eolo 7.50': { bassa: ['320.00', '285.00'], media: ['420.00', '375.00'], alta: ['550.00', '495.00'] },
};

/** The catalogue's seeded boats by id and model (mirrored here: the seed must not depend on the catalogue running). */
export const SEED_BOAT_MODELS: Record<number, string> = { 1: 'Eolo 6.40', 2: 'Eolo 6.40', 3: 'Eolo 6.90', 4: 'Eolo 7.50' };

/** The seasons that start in one year; the low season runs from November into next March. */
function seasonsOf(year: number): SeedPeriod[] {
  const next = String((year + 1) % 100).padStart(2, '0');
  return [
    {
      name: `Media stagione ${year} (aprile-maggio)`,
      nameEn: `Mid season ${year} (April-May)`,
      startDate: `${year}-04-01`,
      endDate: `${year}-05-31`,
      level: 'media',
    },
    { name: `Alta stagione ${year}`, nameEn: `High season ${year}`, startDate: `${year}-06-01`, endDate: `${year}-09-30`, level: 'alta' },
    {
      name: `Media stagione ${year} (ottobre)`,
      nameEn: `Mid season ${year} (October)`,
      startDate: `${year}-10-01`,
      endDate: `${year}-10-31`,
      level: 'media',
    },
    {
      name: `Bassa stagione ${year}/${next}`,
      nameEn: `Low season ${year}/${next}`,
      startDate: `${year}-11-01`,
      endDate: `${year + 1}-03-31`,
      level: 'bassa',
    },
  ];
}

/**
 * The periods from the current season to the end of next year's low season: whatever the date,
 * every day of the next 15 months is covered and nothing already over is created.
 */
export function seedPeriods(today: string): SeedPeriod[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1].flatMap(seasonsOf).filter((period) => period.endDate >= today);
}

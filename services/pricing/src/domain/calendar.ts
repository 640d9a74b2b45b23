/** Calendar dates 'YYYY-MM-DD' handled as UTC midnights, so no time zone or DST shifts a day. */

const DAY_MS = 86_400_000;

export function dateToUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function utcToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcToDate(dateToUtc(date) + days * DAY_MS);
}

/** Every date from start to end, both included; the caller bounds the length. */
export function eachDate(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let ms = dateToUtc(startDate); ms <= dateToUtc(endDate); ms += DAY_MS) dates.push(utcToDate(ms));
  return dates;
}

export function isWeekend(date: string): boolean {
  const weekday = new Date(dateToUtc(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

import { describe, expect, it } from 'vitest';
import { GRID_CELLS, monthGrid, monthOf, monthTitle, shiftMonth } from './month-grid.ts';
import { weekdayIndex, weekdayNames } from '@nbp/contracts/days';
import { longItalianDate, shortItalianDate } from '@nbp/contracts/format';
import { movedDay } from './calendar-keys.ts';

describe('monthGrid', () => {
  it('always has 42 cells starting on a Monday', () => {
    for (let month = 0; month < 12; month++) {
      const cells = monthGrid({ year: 2027, month });
      expect(cells).toHaveLength(GRID_CELLS);
      expect(weekdayIndex(cells[0]!.iso)).toBe(0);
      expect(weekdayIndex(cells[41]!.iso)).toBe(6);
    }
  });

  it('starts with the Monday before the 1st and marks the days of other months', () => {
    // 1 June 2027 is a Tuesday.
    const cells = monthGrid({ year: 2027, month: 5 });
    expect(cells[0]).toEqual({ iso: '2027-05-31', day: 31, inMonth: false });
    expect(cells[1]).toEqual({ iso: '2027-06-01', day: 1, inMonth: true });
    expect(cells.filter((c) => c.inMonth)).toHaveLength(30);
    expect(cells[41]).toEqual({ iso: '2027-07-11', day: 11, inMonth: false });
  });

  it('puts the 1st in the first cell when the month begins on a Monday', () => {
    // 1 March 2027 is a Monday.
    const cells = monthGrid({ year: 2027, month: 2 });
    expect(cells[0]).toEqual({ iso: '2027-03-01', day: 1, inMonth: true });
  });

  it('handles a leap February and a month spanning six weeks', () => {
    expect(monthGrid({ year: 2028, month: 1 }).filter((c) => c.inMonth)).toHaveLength(29);
    // May 2027 starts on a Saturday: its 31 days need six rows.
    const may = monthGrid({ year: 2027, month: 4 });
    expect(may[5]).toMatchObject({ iso: '2027-05-01', inMonth: true });
    expect(may[35]).toMatchObject({ iso: '2027-05-31', inMonth: true });
  });

  it('is independent of daylight-saving changes (last Sunday of March and October)', () => {
    const march = monthGrid({ year: 2027, month: 2 }).map((c) => c.iso);
    expect(new Set(march).size).toBe(42);
    expect(march).toContain('2027-03-28');
    expect(march).toContain('2027-03-29');
    const october = monthGrid({ year: 2027, month: 9 }).map((c) => c.iso);
    expect(new Set(october).size).toBe(42);
  });
});

describe('month navigation', () => {
  it('moves back and forward and wraps the year', () => {
    expect(shiftMonth({ year: 2027, month: 11 }, 1)).toEqual({ year: 2028, month: 0 });
    expect(shiftMonth({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth({ year: 2027, month: 5 }, 1)).toEqual({ year: 2027, month: 6 });
    expect(shiftMonth({ year: 2027, month: 5 }, -13)).toEqual({ year: 2026, month: 4 });
  });

  it('titles the month in Italian', () => {
    expect(monthTitle({ year: 2027, month: 5 })).toBe('Giugno 2027');
    expect(monthTitle({ year: 2028, month: 0 })).toBe('Gennaio 2028');
    expect(monthTitle({ year: 2027, month: 5 }, 'en')).toBe('June 2027');
    expect(monthOf('2027-12-31')).toEqual({ year: 2027, month: 11 });
  });
});

describe('Italian labels', () => {
  it('names days for screen readers and fields', () => {
    expect(longItalianDate('2027-06-12')).toBe('12 giugno 2027');
    expect(shortItalianDate('2027-08-01')).toBe('1 ago 2027');
    expect(weekdayNames('it', 'narrow').join(' ')).toBe('L M M G V S D');
  });
});

describe('keyboard moves', () => {
  it('moves by day, week, week edge and month', () => {
    expect(movedDay('2027-06-30', 'ArrowRight')).toBe('2027-07-01');
    expect(movedDay('2027-01-01', 'ArrowLeft')).toBe('2026-12-31');
    expect(movedDay('2027-06-12', 'ArrowUp')).toBe('2027-06-05');
    expect(movedDay('2027-06-12', 'ArrowDown')).toBe('2027-06-19');
    // 12 June 2027 is a Saturday.
    expect(movedDay('2027-06-12', 'Home')).toBe('2027-06-07');
    expect(movedDay('2027-06-12', 'End')).toBe('2027-06-13');
    expect(movedDay('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(movedDay('2027-12-15', 'PageDown')).toBe('2028-01-15');
    expect(movedDay('2027-01-15', 'PageUp')).toBe('2026-12-15');
    expect(movedDay('2027-06-12', 'Enter')).toBeNull();
  });
});

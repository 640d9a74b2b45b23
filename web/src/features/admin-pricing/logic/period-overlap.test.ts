import { describe, expect, it } from 'vitest';
import { overlapWarning } from './period-overlap.ts';

const summer = { id: 1, name: 'Alta stagione', startDate: '2034-07-01', endDate: '2034-08-31' };
const june = { id: 2, name: 'Giugno', startDate: '2034-06-01', endDate: '2034-06-30' };
const may = { id: 3, name: 'Maggio', startDate: '2034-05-20', endDate: '2034-06-05' };

describe('overlapWarning', () => {
  it('says nothing when the period overlaps no other', () => {
    expect(overlapWarning([])).toBeUndefined();
    expect(overlapWarning(undefined)).toBeUndefined();
  });

  it('names the overlapped period with its dates and which one wins a shared day', () => {
    expect(overlapWarning([summer])).toBe(
      'Attenzione: si sovrappone a "Alta stagione" (1 lug 2034 – 31 ago 2034). Nei giorni in comune vale il periodo che inizia per ultimo.',
    );
  });

  it('lists several periods', () => {
    expect(overlapWarning([may, june, summer])).toContain(
      '"Maggio" (20 mag 2034 – 5 giu 2034), "Giugno" (1 giu 2034 – 30 giu 2034) e "Alta stagione"',
    );
  });
});

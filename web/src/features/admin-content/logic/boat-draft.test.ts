import { describe, expect, it } from 'vitest';
import { boatContentInput, type Boat } from '@nbp/contracts/http/catalogue';
import { draftFromBoat, draftToInput, sectionOf } from './boat-draft.ts';

const boat: Boat = {
  id: 1,
  name: 'Eolo 6.40 EL Open - Alacaluf I',
  model: 'Eolo 6.40 EL Open',
  baseModel: 'Eolo 6.40',
  length: '6.40 mt',
  width: null,
  maxPersons: 6,
  motorPower: '40 CV',
  requiresLicense: false,
  licenseRequired: false,
  description: 'Barca agile',
  detailedDescription: null,
  features: ['Prendisole'],
  comfortFeatures: [],
  navigationFeatures: [],
  safetyFeatures: [],
  priceMultiplier: '1.00',
  imageUrl: '/images/boats/alacaluf-1.jpg',
  galleryImages: [],
  isActive: true,
  year: 2024,
  fuelTankCapacity: null,
  waterTankCapacity: null,
  checkInTime: '9:00',
  checkOutTime: '18:00',
  fuelIncluded: false,
  weatherRefund: true,
  deposit: '500.00',
  includedItems: [],
  excludedItems: [],
  contentUpdatedAt: null,
};

describe('boat draft', () => {
  it('round-trips a stored boat through the contract unchanged', () => {
    const parsed = boatContentInput.parse(draftToInput(draftFromBoat(boat)));
    expect(parsed).toMatchObject({ maxPersons: 6, year: 2024, width: null, deposit: '500.00', priceMultiplier: '1.00' });
  });

  it('refuses a capacity or a year that is not an integer', () => {
    const draft = { ...draftFromBoat(boat), maxPersons: '6.5', year: 'duemila' };
    const result = boatContentInput.safeParse(draftToInput(draft));
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['maxPersons', 'year']));
  });

  it('knows the section of every field', () => {
    expect(sectionOf('maxPersons')).toBe('Specifiche');
    expect(sectionOf('deposit')).toBe('Condizioni');
    expect(sectionOf('excludedItems')).toBe('Incluso/Escluso');
    expect(sectionOf('imageUrl')).toBe('Immagini');
    expect(sectionOf('unknown')).toBe('Base');
  });
});

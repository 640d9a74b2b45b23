import type { Boat, BoatContentInput } from '@nbp/contracts/http/catalogue';

/** The editor's copy of a boat: every field as its input holds it (numbers as typed text). */
export interface BoatDraft {
  name: string;
  model: string;
  baseModel: string;
  length: string;
  width: string;
  maxPersons: string;
  motorPower: string;
  requiresLicense: boolean;
  licenseRequired: boolean;
  description: string;
  detailedDescription: string;
  features: string[];
  comfortFeatures: string[];
  navigationFeatures: string[];
  safetyFeatures: string[];
  priceMultiplier: string;
  imageUrl: string;
  galleryImages: string[];
  isActive: boolean;
  year: string;
  fuelTankCapacity: string;
  waterTankCapacity: string;
  checkInTime: string;
  checkOutTime: string;
  fuelIncluded: boolean;
  weatherRefund: boolean;
  deposit: string;
  includedItems: string[];
  excludedItems: string[];
}
export type DraftField = keyof BoatDraft;
export type ListField = 'features' | 'comfortFeatures' | 'navigationFeatures' | 'safetyFeatures' | 'includedItems' | 'excludedItems';

export function draftFromBoat(boat: Boat): BoatDraft {
  return {
    name: boat.name,
    model: boat.model,
    baseModel: boat.baseModel,
    length: boat.length,
    width: boat.width ?? '',
    maxPersons: String(boat.maxPersons),
    motorPower: boat.motorPower,
    requiresLicense: boat.requiresLicense,
    licenseRequired: boat.licenseRequired,
    description: boat.description,
    detailedDescription: boat.detailedDescription ?? '',
    features: [...boat.features],
    comfortFeatures: [...boat.comfortFeatures],
    navigationFeatures: [...boat.navigationFeatures],
    safetyFeatures: [...boat.safetyFeatures],
    priceMultiplier: boat.priceMultiplier,
    imageUrl: boat.imageUrl,
    galleryImages: [...boat.galleryImages],
    isActive: boat.isActive,
    year: String(boat.year),
    fuelTankCapacity: boat.fuelTankCapacity ?? '',
    waterTankCapacity: boat.waterTankCapacity ?? '',
    checkInTime: boat.checkInTime,
    checkOutTime: boat.checkOutTime,
    fuelIncluded: boat.fuelIncluded,
    weatherRefund: boat.weatherRefund,
    deposit: boat.deposit,
    includedItems: [...boat.includedItems],
    excludedItems: [...boat.excludedItems],
  };
}

/** What boatContentInput checks: the draft as it is; the contract turns the texts into numbers. */
export function draftToInput(draft: BoatDraft): BoatContentInput {
  return { ...draft };
}

export const SECTIONS = ['Base', 'Specifiche', 'Dotazioni', 'Condizioni', 'Incluso/Escluso', 'Immagini'] as const;
export type Section = (typeof SECTIONS)[number];

const SECTION_OF: Record<DraftField, Section> = {
  name: 'Base',
  model: 'Base',
  baseModel: 'Base',
  description: 'Base',
  detailedDescription: 'Base',
  isActive: 'Base',
  requiresLicense: 'Base',
  length: 'Specifiche',
  width: 'Specifiche',
  maxPersons: 'Specifiche',
  motorPower: 'Specifiche',
  year: 'Specifiche',
  fuelTankCapacity: 'Specifiche',
  waterTankCapacity: 'Specifiche',
  features: 'Dotazioni',
  comfortFeatures: 'Dotazioni',
  navigationFeatures: 'Dotazioni',
  safetyFeatures: 'Dotazioni',
  checkInTime: 'Condizioni',
  checkOutTime: 'Condizioni',
  deposit: 'Condizioni',
  priceMultiplier: 'Condizioni',
  licenseRequired: 'Condizioni',
  fuelIncluded: 'Condizioni',
  weatherRefund: 'Condizioni',
  includedItems: 'Incluso/Escluso',
  excludedItems: 'Incluso/Escluso',
  imageUrl: 'Immagini',
  galleryImages: 'Immagini',
};

/** Where a field lives, so a failed check can open the section that shows the problem. */
export function sectionOf(field: string): Section {
  return SECTION_OF[field as DraftField] ?? 'Base';
}

import { BUSINESS } from '@nbp/contracts/business';

const digits = (value: string) => value.replace(/\D/g, '');

/** 'tel:+390941000000' */
export function telHref(phone: string = BUSINESS.phone): string {
  return `tel:+${digits(phone)}`;
}

/** The chat link takes the international number without '+' or spaces. */
export function whatsappHref(number: string = BUSINESS.whatsapp): string {
  return `https://wa.me/${digits(number)}`;
}

export function mailHref(email: string = BUSINESS.email): string {
  return `mailto:${email}`;
}

export function mapsSearchHref(address: string = BUSINESS.address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export const instagramHref = `https://www.instagram.com/${BUSINESS.socialMedia.instagram.replace(/^@/, '')}/`;
export const facebookHref = `https://www.facebook.com/${BUSINESS.socialMedia.facebook}`;

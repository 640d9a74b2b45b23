import { describe, expect, it } from 'vitest';
import { customerMatches, digitsOf, foldText } from './booking-search.ts';

const nicolo = { customerName: 'Nicolò Bianchi', customerEmail: 'NICO.b@Example.it', customerPhone: '+39 333 123 4567' };

describe('booking search', () => {
  it('folds case and accents', () => {
    expect(foldText('  Nicolò   BÌANCHI ')).toBe('nicolo bianchi');
    expect(digitsOf('+39 333-123 4567')).toBe('393331234567');
  });

  it('finds by a part of the name, accents and case aside', () => {
    expect(customerMatches('nicolo', nicolo)).toBe(true);
    expect(customerMatches('COLÒ bian', nicolo)).toBe(true);
    expect(customerMatches('rossi', nicolo)).toBe(false);
  });

  it('finds by a part of the e-mail', () => {
    expect(customerMatches('nico.b@ex', nicolo)).toBe(true);
  });

  it('finds by phone digits, separators aside', () => {
    expect(customerMatches('333 12', nicolo)).toBe(true);
    expect(customerMatches('3331234', nicolo)).toBe(true);
    expect(customerMatches('+39 333', nicolo)).toBe(true);
    expect(customerMatches('333 99', nicolo)).toBe(false);
  });

  it('does not take the digits of a word for a phone', () => {
    expect(customerMatches('a3', nicolo)).toBe(false);
  });

  it('matches everyone on an empty search', () => {
    expect(customerMatches('  ', nicolo)).toBe(true);
  });
});

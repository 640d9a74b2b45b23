import { describe, expect, it } from 'vitest';
import { mailHref, mapsSearchHref, telHref, whatsappHref } from './contact-links.ts';

describe('contact links', () => {
  it('builds call, chat, mail and maps links', () => {
    expect(telHref('+39 0941 000 000')).toBe('tel:+390941000000');
    expect(whatsappHref('+39 333 000 0000')).toBe('https://wa.me/393330000000');
    expect(mailHref('info@x.it')).toBe('mailto:info@x.it');
    expect(mapsSearchHref('Via Papa Pio XII, 98066 Patti (ME)')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Papa%20Pio%20XII%2C%2098066%20Patti%20(ME)',
    );
  });

  it('opens the chat on the same number the call link dials: the office has one number for both', () => {
    expect(whatsappHref()).toBe(`https://wa.me/${telHref().slice('tel:+'.length)}`);
  });
});

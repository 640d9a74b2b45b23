import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.ts';

/** Debian's Chromium, with the flags this closed network needs (scripts/lib/chromium.ts). */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

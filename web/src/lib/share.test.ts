import { describe, expect, it } from 'vitest';
import { sharePage } from './share.ts';

const page = { title: 'Alacaluf I', url: 'https://alacaluf-charter.example/boat/1' };

describe('sharing a page', () => {
  it('uses the share sheet where there is one, and copies nothing', async () => {
    const shared: ShareData[] = [];
    const copied: string[] = [];
    const outcome = await sharePage(page, {
      share: async (data) => void shared.push(data),
      writeText: async (text) => void copied.push(text),
    });
    expect(outcome).toBe('shared');
    expect(shared).toEqual([page]);
    expect(copied).toEqual([]);
  });

  it('says cancelled when the visitor closes the share sheet', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await sharePage(page, { share: () => Promise.reject(abort), writeText: async () => undefined })).toBe('cancelled');
  });

  it('copies the link without a share sheet, or when the sheet is refused', async () => {
    const copied: string[] = [];
    const writeText = async (text: string) => void copied.push(text);
    expect(await sharePage(page, { writeText })).toBe('copied');
    const refused = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    expect(await sharePage(page, { share: () => Promise.reject(refused), writeText })).toBe('copied');
    expect(await sharePage(page, { share: async () => undefined, canShare: () => false, writeText })).toBe('copied');
    expect(copied).toEqual([page.url, page.url, page.url]);
  });

  it('says failed when neither works', async () => {
    expect(await sharePage(page, {})).toBe('failed');
    expect(await sharePage(page, { writeText: () => Promise.reject(new Error('denied')) })).toBe('failed');
  });
});

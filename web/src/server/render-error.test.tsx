import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './render.tsx';

// The FAQ's loader throws (docs/public-pages.md#pages-never-blank).
vi.mock('../app/routes/faq.tsx', () => ({
  default: () => null,
  load: () => {
    throw new Error('the page could not be read');
  },
}));

describe('a page whose loader throws, rendered on the server (docs/public-pages.md#pages-never-blank)', () => {
  it.each([
    ['/faq', 'Qualcosa è andato storto', 'Riprova'],
    ['/en/faq', 'Something went wrong', 'Try again'],
  ])('%s: the error page in its language, inside the frame, answered 500 and drawn afresh in the browser', async (url, title, retry) => {
    const page = await renderPage(url);
    expect(page.status).toBe(500);
    expect(page.html).toContain(title);
    expect(page.html).toContain(`href="${url}"`);
    expect(page.html).toContain(retry);
    expect(page.html).toMatch(/<header/);
    expect(page.state).toBeNull();
    expect(page.head?.meta).toMatchObject({ errorPage: true, path: '/faq' });
  });
});

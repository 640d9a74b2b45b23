/** docs/product/screens.md#navigation: an anchor is reached 100 ms after the click, 120 px above the element (the sticky header). */
export const ANCHOR_DELAY_MS = 100;
export const ANCHOR_OFFSET_PX = 120;
/** A route that is still loading gets a few more chances to render its anchor. */
const RETRIES = 20;

/** Smoothly scrolls to the element with this id; returns a function that cancels a pending scroll. */
export function scrollToAnchor(id: string, delay = ANCHOR_DELAY_MS): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
      return;
    }
    if (++tries < RETRIES) timer = setTimeout(attempt, ANCHOR_DELAY_MS);
  };
  timer = setTimeout(attempt, delay);
  return () => clearTimeout(timer);
}

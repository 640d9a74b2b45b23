/**
 * What a page says about itself while the server renders it (docs/server-rendering.md#the-render):
 * its head (title, description, address) and its HTTP status. In the browser there is no record and
 * these hooks do nothing; the head is then kept by PageHead's effect.
 */
import { createContext, useContext } from 'react';
import type { Lang } from '../i18n/lang.ts';
import type { PageMeta } from './seo.ts';

export interface RenderRecord {
  /** The last PageHead rendered: the page's own (a page renders one). */
  head?: { meta: PageMeta; lang: Lang };
  /** 200 unless the page said otherwise (an unknown address, a boat that does not exist). */
  status: number;
}

export const RenderRecordContext = createContext<RenderRecord | null>(null);

/** On the server: this page answers with `status`. */
export function useRenderStatus(status: number): void {
  const record = useContext(RenderRecordContext);
  // The server's record is a sink written while rendering (no effects run there); the browser has none.
  // eslint-disable-next-line react-hooks/immutability
  if (record) record.status = status;
}

/** On the server: the page's head, written into the HTML's <head> once the page is rendered. */
export function useRenderHead(meta: PageMeta, lang: Lang): void {
  const record = useContext(RenderRecordContext);
  // As above: written during the server's render, the only time it is read.
  // eslint-disable-next-line react-hooks/immutability
  if (record) record.head = { meta, lang };
}

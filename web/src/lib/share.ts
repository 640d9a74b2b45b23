/** How sharing the page went, for the message the page shows. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

interface ShareTools {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

/**
 * Shares a page: the device's own share sheet (Web Share API) where there is one, else the link is
 * copied to the clipboard. A share sheet the visitor closes is not an error and copies nothing.
 */
export async function sharePage(data: { title: string; url: string }, tools: ShareTools = browserShareTools()): Promise<ShareOutcome> {
  if (tools.share && (!tools.canShare || tools.canShare(data))) {
    try {
      await tools.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, a policy): fall back to the copy.
    }
  }
  if (!tools.writeText) return 'failed';
  try {
    await tools.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

function browserShareTools(): ShareTools {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    writeText: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}

import { Badge } from '../ui/badge.tsx';

/**
 * The back office's mark of an office text with no English version yet (docs/languages.md): the
 * English pages show the Italian one meanwhile. The content editor puts it on a boat's texts, the
 * price periods' list on a period without its English name.
 */
export const TO_TRANSLATE = 'Da tradurre';

export function ToTranslate({ title }: { title?: string }) {
  return (
    <Badge $variant="warning" title={title}>
      {TO_TRANSLATE}
    </Badge>
  );
}

import { useState } from 'react';
import type { Planning, PlanningEntry } from '@nbp/contracts/http/booking';
import { CloseDaysDialog, type ClosingDraft } from './close-days-dialog.tsx';
import { ReopenDaysDialog } from './reopen-days-dialog.tsx';

/**
 * The planning's closed days (docs/back-office.md#closed-days): 'Chiudi giorni' on a drag across empty
 * days or from the toolbar (keyboard, phone), and a closed range's dialog to reopen it.
 */
export function useClosedDays(boats: Planning['boats'], today: string) {
  const [draft, setDraft] = useState<ClosingDraft | null>(null);
  const [shown, setShown] = useState<PlanningEntry | null>(null);
  const boatName = (id: number) => boats.find((boat) => boat.id === id)?.name ?? '';
  return {
    /** A drag across a boat's empty days. */
    closeRange: (boatId: number, startDate: string, endDate: string) => setDraft({ boatId, startDate, endDate }),
    /** The toolbar's button: the first active boat, today. */
    closeAny: () => setDraft({ boatId: boats.find((boat) => boat.isActive)?.id ?? null, startDate: today, endDate: today }),
    showClosed: setShown,
    dialogs: (
      <>
        <CloseDaysDialog draft={draft} boats={boats} onClose={() => setDraft(null)} />
        <ReopenDaysDialog entry={shown} boatName={shown ? boatName(shown.boatId) : ''} onClose={() => setShown(null)} />
      </>
    ),
  };
}

import type { BookingRequest } from '@nbp/contracts/http/booking';
import { ItemAction } from '../../../components/admin/item-action.tsx';
import { Cluster } from '../../../components/admin/layout.tsx';
import { ArchiveIcon, PlusIcon, RestoreIcon } from '../../../components/ui/icons.tsx';

export interface RequestHandlers {
  onArchive: () => void;
  onRestore: () => void;
  onCreateBooking: () => void;
  /** Conferma / Rifiuta of a pending request (docs/request-lifecycle.md#confirm, #decline). */
  onConfirm: () => void;
  onDecline: () => void;
}

/**
 * What can be done with a request: Conferma and Rifiuta while pending, 'Crea prenotazione' while it
 * has no booking, Archivia or Ripristina.
 */
export function RequestActions({
  request,
  handlers,
  actionsDisabled,
  decisionDisabled,
}: {
  request: BookingRequest;
  handlers: RequestHandlers;
  /** Archivia / Ripristina wait while an archive or restore runs. */
  actionsDisabled: boolean;
  /** Conferma / Rifiuta wait while one of them runs. */
  decisionDisabled: boolean;
}) {
  const who = request.customerName;
  const decisions = [
    { variant: 'primary', onClick: handlers.onConfirm, name: `Conferma la richiesta di ${who}`, label: 'Conferma' },
    { variant: 'danger', onClick: handlers.onDecline, name: `Rifiuta la richiesta di ${who}`, label: 'Rifiuta' },
  ] as const;
  return (
    <Cluster>
      {request.status === 'pending' &&
        decisions.map((decision) => (
          <ItemAction
            key={decision.label}
            variant={decision.variant}
            onClick={decision.onClick}
            disabled={decisionDisabled}
            name={decision.name}
          >
            {decision.label}
          </ItemAction>
        ))}
      {/* A request that already has its booking has nothing left to create (docs/request-lifecycle.md#confirm). */}
      {request.bookingId === null && (
        <ItemAction variant="secondary" onClick={handlers.onCreateBooking} name={`Crea prenotazione dalla richiesta di ${who}`}>
          <PlusIcon />
          Crea prenotazione
        </ItemAction>
      )}
      {request.isArchived ? (
        <ItemAction onClick={handlers.onRestore} disabled={actionsDisabled} name={`Ripristina la richiesta di ${who}`}>
          <RestoreIcon />
          Ripristina
        </ItemAction>
      ) : (
        <ItemAction onClick={handlers.onArchive} disabled={actionsDisabled} name={`Archivia la richiesta di ${who}`}>
          <ArchiveIcon />
          Archivia
        </ItemAction>
      )}
    </Cluster>
  );
}

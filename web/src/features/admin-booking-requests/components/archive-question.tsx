import { useState } from 'react';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { romeDateTimeText } from '@nbp/contracts/days';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { stillPending } from '../logic/archive.ts';

interface Question {
  /** The requests to archive that still wait for an answer. */
  pending: BookingRequest[];
  archive: () => void;
}

/**
 * Archiving a request that still waits for an answer asks first (docs/back-office.md#richieste-email):
 * decline it, or archive it and let its hold run until its time. Nothing pending, nothing is asked.
 */
export function useArchiveQuestion(onDecline: (request: BookingRequest) => void) {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = (requests: BookingRequest[], archive: () => void) => {
    const pending = stillPending(requests);
    if (pending.length === 0) archive();
    else setQuestion({ pending, archive });
  };
  const close = () => setQuestion(null);
  const dialog = {
    question,
    onCancel: close,
    onArchive: () => {
      question?.archive();
      close();
    },
    onDecline: (request: BookingRequest) => {
      close();
      onDecline(request);
    },
  };
  return { ask, dialog };
}

/** 'giovedì 10/06/2027, 15:20 (ora di Patti)': the end of the hold, as the customer's page says it. */
const until = (request: BookingRequest) => `${romeDateTimeText(request.holdUntil)} (ora di Patti)`;

export function ArchiveQuestion({ question, onCancel, onArchive, onDecline }: ReturnType<typeof useArchiveQuestion>['dialog']) {
  const pending = question?.pending ?? [];
  // The one request asked about, when only one is pending.
  const one = pending.length === 1 ? pending[0] : undefined;
  return (
    <Dialog
      open={question !== null}
      onClose={onCancel}
      wide
      title={pending.length > 1 ? `${pending.length} richieste sono ancora in attesa` : 'La richiesta è ancora in attesa'}
    >
      {one ? (
        <p style={{ marginTop: 0 }}>
          {one.customerName} non ha ancora una risposta. Puoi rifiutare la richiesta, oppure archiviarla senza rispondere: le date restano
          riservate fino a {until(one)}, poi tornano libere e il cliente riceve l&apos;email di scadenza.
        </p>
      ) : (
        <>
          <p style={{ marginTop: 0 }}>
            Nessuna ha ancora una risposta. Archiviandole senza rispondere, ognuna tiene le sue date fino alla sua scadenza, poi le date
            tornano libere e il cliente riceve l&apos;email di scadenza. Per rifiutarne una, usa Rifiuta sulla sua scheda.
          </p>
          <ul>
            {pending.map((request) => (
              <li key={request.id}>
                {request.customerName}: fino a {until(request)}
              </li>
            ))}
          </ul>
        </>
      )}
      <FormActions>
        <Button type="button" $variant="outline" onClick={onCancel}>
          Annulla
        </Button>
        {one && (
          <Button type="button" $variant="danger" onClick={() => onDecline(one)}>
            Rifiuta la richiesta
          </Button>
        )}
        <Button type="button" $variant="primary" onClick={onArchive}>
          Archivia e lascia scadere
        </Button>
      </FormActions>
    </Dialog>
  );
}

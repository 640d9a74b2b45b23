import { useState, type FormEvent } from 'react';
import { requestDeclineInput, type BookingRequest } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/admin/form-layout.tsx';

const REASON_MAX = 500;

interface Props {
  request: BookingRequest | null;
  sending: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}

/** 'Rifiuta': an optional reason, quoted in the customer's mail (docs/request-lifecycle.md#decline). */
export function DeclineDialog({ request, sending, onClose, onDecline }: Props) {
  return (
    <GuardedDialog open={request !== null} onClose={() => !sending && onClose()} title="Rifiuta la richiesta">
      {request && <DeclineForm key={request.id} request={request} sending={sending} onDecline={onDecline} />}
    </GuardedDialog>
  );
}

function DeclineForm({ request, sending, onDecline }: Omit<Props, 'request' | 'onClose'> & { request: BookingRequest }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const requestClose = useUnsavedChanges(reason.trim() !== '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = requestDeclineInput.safeParse({ reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    onDecline(reason);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        {request.customerName} riceverà un&apos;email con il rifiuto per {request.boatName}; le date torneranno libere.
      </p>
      <TextAreaField
        label="Motivo (facoltativo, incluso nell'email al cliente)"
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        error={error}
        disabled={sending}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <FormActions>
        <Button type="button" $variant="outline" onClick={requestClose} disabled={sending}>
          Annulla
        </Button>
        <Button type="submit" $variant="danger" disabled={sending}>
          {sending ? 'Invio...' : 'Rifiuta richiesta'}
        </Button>
      </FormActions>
    </form>
  );
}

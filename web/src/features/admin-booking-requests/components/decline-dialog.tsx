import { useWatch } from 'react-hook-form';
import { requestDeclineInput, type BookingRequest } from '@nbp/contracts/http/booking';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { DialogButtons } from '../../../components/admin/form-layout.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';

const REASON_MAX = 500;

interface Props {
  request: BookingRequest | null;
  sending: boolean;
  onClose: () => void;
  /** The reason as the contract gives it: trimmed, null when none was typed. */
  onDecline: (reason: string | null) => void;
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
  const form = useContractForm(requestDeclineInput, { reason: '' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const requestClose = useUnsavedChanges((reason ?? '').trim() !== '');
  return (
    <form onSubmit={form.handleSubmit(({ reason }) => onDecline(reason))} noValidate>
      <p>
        {request.customerName} riceverà un&apos;email con il rifiuto per {request.boatName}; le date torneranno libere.
      </p>
      <TextAreaField
        label="Motivo (facoltativo, incluso nell'email al cliente)"
        rows={4}
        maxLength={REASON_MAX}
        {...form.bind('reason')}
        disabled={sending}
      />
      <DialogButtons busy={sending} onCancel={requestClose} label="Rifiuta richiesta" busyLabel="Invio..." danger />
    </form>
  );
}

import styled from 'styled-components';
import type { PlanningEntry } from '@nbp/contracts/http/booking';
import { shortItalianDate } from '@nbp/contracts/format';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail } from '../../../lib/api-client.ts';
import { useReopenDays } from '../api/closed-days.ts';

/** A closed range clicked in the planning: what it is, and 'Riapri giorni' (docs/back-office.md#closed-days). */
export function ReopenDaysDialog({ entry, boatName, onClose }: { entry: PlanningEntry | null; boatName: string; onClose: () => void }) {
  const { toast } = useToast();
  const reopen = useReopenDays();
  const close = () => {
    if (reopen.isPending) return;
    reopen.reset();
    onClose();
  };
  const days =
    entry && entry.startDate === entry.endDate
      ? `il ${shortItalianDate(entry.startDate)}`
      : entry
        ? `dal ${shortItalianDate(entry.startDate)} al ${shortItalianDate(entry.endDate)}`
        : '';
  const onReopen = () => {
    if (!entry) return;
    reopen.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: 'Giorni riaperti', description: `${boatName} ${days}: di nuovo prenotabile.`, variant: 'success' });
        close();
      },
    });
  };
  return (
    <Dialog open={entry !== null} onClose={close} title="Giorni chiusi">
      {entry && (
        <>
          <p>
            <strong>{boatName}</strong> è chiusa {days}.
          </p>
          <p>Motivo: {entry.label}</p>
          {reopen.isError && <FieldError role="alert">{errorDetail(reopen.error, 'Impossibile riaprire i giorni. Riprova.')}</FieldError>}
          <Actions>
            <Button type="button" $variant="outline" onClick={close} disabled={reopen.isPending}>
              Lascia chiusi
            </Button>
            <Button type="button" onClick={onReopen} disabled={reopen.isPending}>
              {reopen.isPending ? 'Riapertura...' : 'Riapri giorni'}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}

const Actions = styled(FormActions)`
  margin-top: 16px;
`;

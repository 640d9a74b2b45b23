import { useState } from 'react';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorDetail, withDetail } from '../../../lib/api-client.ts';
import { useArchiveMany, useSetArchived } from '../api/archive-booking-request.ts';
import { useConfirmBookingRequest, useDeclineBookingRequest } from '../api/decide-booking-request.ts';

const MOVED = 'La richiesta è stata spostata tra le Archiviate.';

/**
 * What Richieste Email changes on the requests, with its toasts: archive and restore (the admin stays
 * on the list being worked through; the card has left it, the toast says where it went), archive
 * the selected ones, confirm, and decline through its dialog (`declining`).
 */
export function useRequestChanges() {
  const { toast } = useToast();
  const archive = useSetArchived(true);
  const restore = useSetArchived(false);
  const archiveMany = useArchiveMany();
  const confirm = useConfirmBookingRequest();
  const decline = useDecline();
  const refused = (text: string, error: unknown) =>
    toast({ title: 'Errore', description: withDetail(text, error), variant: 'destructive' });

  const onArchive = (request: BookingRequest) =>
    archive.mutate(request.id, {
      onSuccess: () => toast({ title: 'Email archiviata', description: MOVED, variant: 'success' }),
      onError: (error) => refused('Impossibile archiviare la richiesta.', error),
    });
  const onArchiveMany = (ids: number[], onDone: () => void) => {
    const one = ids.length === 1;
    archiveMany.mutate(ids, {
      onSuccess: () => {
        onDone();
        toast({
          title: one ? 'Email archiviata' : 'Email archiviate',
          description: one ? MOVED : `Le ${ids.length} richieste sono state spostate tra le Archiviate.`,
          variant: 'success',
        });
      },
      onError: (error) => refused(one ? 'Impossibile archiviare la richiesta.' : 'Impossibile archiviare le richieste.', error),
    });
  };
  const onRestore = (request: BookingRequest) =>
    restore.mutate(request.id, {
      onSuccess: () =>
        toast({ title: 'Email ripristinata', description: 'La richiesta è tornata tra quelle del suo stato.', variant: 'success' }),
      onError: (error) => refused('Impossibile ripristinare la richiesta.', error),
    });
  const onConfirm = (request: BookingRequest) =>
    confirm.mutate(request.id, {
      onSuccess: (booking) =>
        toast({
          title: 'Richiesta confermata',
          description: `Prenotazione #${booking.id} creata per ${request.customerName}: il cliente riceverà la conferma via email.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Conferma non riuscita',
          description: errorDetail(error, 'Impossibile confermare la richiesta.'),
          variant: 'destructive',
        }),
    });
  return {
    /** Archive and restore wait while one runs. */
    busy: archive.isPending || restore.isPending || archiveMany.isPending,
    /** Conferma and Rifiuta wait while one runs. */
    deciding: confirm.isPending || decline.dialog.sending,
    onArchive,
    onArchiveMany,
    onRestore,
    onConfirm,
    decline,
  };
}

/** Rifiuta: the request whose dialog is open, and the decline sent from it. */
function useDecline() {
  const { toast } = useToast();
  const decline = useDeclineBookingRequest();
  const [declining, setDeclining] = useState<BookingRequest | null>(null);
  const onDecline = (reason: string | null) => {
    if (!declining) return;
    const request = declining;
    decline.mutate(
      { id: request.id, reason },
      {
        onSuccess: () =>
          toast({
            title: 'Richiesta rifiutata',
            description: `${request.customerName} riceverà un'email con il rifiuto.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Rifiuto non riuscito',
            description: errorDetail(error, 'Impossibile rifiutare la richiesta.'),
            variant: 'destructive',
          }),
        onSettled: () => setDeclining(null),
      },
    );
  };
  return { ask: setDeclining, dialog: { request: declining, sending: decline.isPending, onClose: () => setDeclining(null), onDecline } };
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { daysLabel, formatEuro, longItalianDate } from '@nbp/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { romeDateTimeText } from '@nbp/contracts/days';
import { media } from '../../../theme/theme.ts';
import { useCancelCustomerRequest } from '../api/cancel-customer-request.ts';
import { useCustomerRequest } from '../api/get-customer-request.ts';
import { askAgainPath, canAskAgain, statusHeading } from '../logic/request-status.ts';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { factTerms, smallCaps } from '../../../components/ui/styles.ts';

const NOT_FOUND_FALLBACK = 'Richiesta non trovata: controlla il link ricevuto per email.';

/** /richiesta/:token: the customer's own page of a request (docs/request-lifecycle.md#the-customers-link). */
export function CustomerRequestPage({ token }: { token: string }) {
  const request = useCustomerRequest(token);

  if (request.isPending) return <PageLoader label="Caricamento richiesta..." />;
  if (request.isError) {
    const missing = request.error instanceof ApiError && (request.error.status === 404 || request.error.status === 400);
    return (
      <Box as="section" aria-labelledby="customer-request-title">
        <h1 id="customer-request-title">{missing ? 'Richiesta non trovata' : 'Richiesta non disponibile'}</h1>
        <Lead>
          {missing
            ? errorMessage(request.error, NOT_FOUND_FALLBACK)
            : 'Non riusciamo a caricare la richiesta in questo momento. Riprova tra qualche istante.'}
        </Lead>
        <Actions>
          {!missing && (
            <Button type="button" onClick={() => void request.refetch()} disabled={request.isFetching}>
              {request.isFetching ? 'Caricamento...' : 'Riprova'}
            </Button>
          )}
          <Button as={Link} to="/#flotta" $variant={missing ? undefined : 'outline'}>
            Guarda la flotta
          </Button>
        </Actions>
      </Box>
    );
  }
  return <RequestDetails token={token} view={request.data} />;
}

function RequestDetails({ token, view }: { token: string; view: CustomerRequestView }) {
  const { toast } = useToast();
  const cancel = useCancelCustomerRequest(token);
  const [asking, setAsking] = useState(false);
  const pending = view.status === 'pending';

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast({ title: 'Richiesta annullata', description: 'Le date sono di nuovo libere per altri clienti.', variant: 'success' });
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: 'Errore',
          description: errorMessage(error, 'Impossibile annullare la richiesta. Riprova.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <Box as="section" aria-labelledby="customer-request-title">
      <Eyebrow>La tua richiesta di noleggio</Eyebrow>
      <h1 id="customer-request-title">{statusHeading(view.status)}</h1>
      <StatusText view={view} />
      <RequestFacts view={view} />
      <Actions>
        {pending && (
          <Button type="button" $variant="outline" onClick={() => setAsking(true)}>
            Annulla richiesta
          </Button>
        )}
        {canAskAgain(view.status) && (
          <Button as={Link} to={askAgainPath(view)}>
            Richiedi di nuovo
          </Button>
        )}
      </Actions>
      <Dialog open={asking} onClose={() => !cancel.isPending && setAsking(false)} title="Annullare la richiesta?">
        <p>
          Le date {datesText(view, 'del ')} per {view.boatName} torneranno disponibili per altri clienti. L&apos;operazione non si può
          annullare.
        </p>
        <DialogActions>
          <Button type="button" $variant="outline" onClick={() => setAsking(false)} disabled={cancel.isPending}>
            No, mantieni la richiesta
          </Button>
          <Button type="button" $variant="danger" onClick={onCancel} disabled={cancel.isPending}>
            {cancel.isPending ? 'Annullamento...' : 'Sì, annulla la richiesta'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The request's days in words: 'dal 12 luglio 2027 al 14 luglio 2027', or one day after `oneDay` ('del ', or nothing). */
function datesText(view: CustomerRequestView, oneDay: string): string {
  const start = view.startDate.slice(0, 10);
  const end = view.endDate.slice(0, 10);
  return start === end ? `${oneDay}${longItalianDate(start)}` : `dal ${longItalianDate(start)} al ${longItalianDate(end)}`;
}

/** What the state means for the customer, under the heading. */
function StatusText({ view }: { view: CustomerRequestView }) {
  const pending = view.status === 'pending';
  return (
    <>
      {/* docs/request-lifecycle.md#hoarding: a request past the boat's share holds no days. */}
      {pending && !view.holdsDays && (
        <Lead>Le date non sono bloccate: la tua richiesta è arrivata all&apos;ufficio, che ti risponderà per email.</Lead>
      )}
      {pending && view.holdsDays && (
        <Lead>
          Le date sono riservate per te fino a <strong>{romeDateTimeText(view.holdUntil)}</strong> (ora di Patti): ti scriveremo appena
          l&apos;avremo confermata.
        </Lead>
      )}
      {view.status === 'confirmed' && <Lead>La barca è prenotata per te. Ti aspettiamo al porto di Patti!</Lead>}
      {view.status === 'expired' && <Lead>Non siamo riusciti a rispondere in tempo e la richiesta è scaduta. Ci scusiamo.</Lead>}
      {view.status === 'cancelled' && <Lead>Hai annullato questa richiesta: le date sono di nuovo libere.</Lead>}
      {view.status === 'declined' && <Lead>Purtroppo non possiamo confermare questa richiesta.</Lead>}
      {view.status === 'declined' && view.declineReason && (
        <Reason>
          <strong>Motivo:</strong> {view.declineReason}
        </Reason>
      )}
    </>
  );
}

/** The boat, the days, the price and the state, as a list of facts. */
function RequestFacts({ view }: { view: CustomerRequestView }) {
  const pending = view.status === 'pending';
  return (
    <Facts>
      <div>
        <dt>Barca</dt>
        <dd>
          <Link to={`/boat/${view.boatId}`}>{view.boatName}</Link>
        </dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>
          {datesText(view, '')} ({daysLabel(view.days)})
        </dd>
      </div>
      <div>
        <dt>Prezzo</dt>
        <dd>{formatEuro(view.totalPrice)}</dd>
      </div>
      <div>
        <dt>Stato</dt>
        <dd>
          {!pending
            ? statusHeading(view.status)
            : view.holdsDays
              ? `Riservata fino a ${romeDateTimeText(view.holdUntil)} (ora di Patti)`
              : 'In attesa di risposta, date non bloccate'}
        </dd>
      </div>
    </Facts>
  );
}

const Box = styled(Card)`
  max-width: 640px;
  margin: 32px auto 64px;
  padding: 20px;
  border-top: 4px solid ${({ theme }) => theme.colors.sun};
  h1 {
    font-size: clamp(1.6rem, 6vw, 2.2rem);
    margin: 0 0 8px;
  }
  ${media.md} {
    margin: 48px auto 80px;
    padding: 32px;
  }
`;
const Eyebrow = styled.p`
  margin: 0 0 4px;
  ${smallCaps('0.85rem', '0.06em')}
  color: ${({ theme }) => theme.colors.sea};
`;
const Lead = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.muted};
`;
const Reason = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.sand};
  overflow-wrap: anywhere;
`;
const Facts = styled.dl`
  display: grid;
  gap: 10px;
  margin: 16px 0;
  ${factTerms}
  dt {
    font-size: 0.8rem;
  }
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  & > * {
    flex: 1 1 200px;
  }
`;
const DialogActions = styled(FormActions)`
  margin-top: 16px;
`;

import { useState } from 'react';
import styled from 'styled-components';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { romeDateTimeText } from '@nbp/contracts/days';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { smallCaps } from '../../../components/ui/styles.ts';
import { LocalLink, useLang, useT, type MessageId } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { media } from '../../../theme/theme.ts';
import { useCancelCustomerRequest } from '../api/cancel-customer-request.ts';
import { useCustomerRequest } from '../api/get-customer-request.ts';
import { askAgainPath, canAskAgain, canCancel, isAhead, rentalState, STATE_HEADING, type RentalState } from '../logic/request-status.ts';
import { BoardingFacts, RentalFacts, useBoatName, useDatesText, WhatToBring } from './rental-facts.tsx';

/**
 * /richiesta/:token and /en/request/:token: the customer's own page of their rental, in the page's
 * language (docs/request-lifecycle.md#the-customers-link).
 */
export function CustomerRequestPage({ token }: { token: string }) {
  const t = useT();
  const request = useCustomerRequest(token);

  if (request.isPending) return <PageLoader label={t('request.loading')} />;
  if (request.isError) {
    const missing = request.error instanceof ApiError && (request.error.status === 404 || request.error.status === 400);
    return (
      <Box as="section" aria-labelledby="customer-request-title">
        <h1 id="customer-request-title">{t(missing ? 'request.missing.title' : 'request.unavailable.title')}</h1>
        <Lead>{missing ? errorMessage(request.error, t('request.missing.text')) : t('request.unavailable.text')}</Lead>
        <Actions>
          {!missing && (
            <Button type="button" onClick={() => void request.refetch()} disabled={request.isFetching}>
              {request.isFetching ? t('common.loading') : t('request.retry')}
            </Button>
          )}
          <Button as={LocalLink} to="/#flotta" $variant={missing ? undefined : 'outline'}>
            {t('request.fleet')}
          </Button>
        </Actions>
      </Box>
    );
  }
  return <RequestDetails token={token} view={request.data} />;
}

function RequestDetails({ token, view }: { token: string; view: CustomerRequestView }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const state = rentalState(view);

  return (
    <Box as="section" aria-labelledby="customer-request-title">
      <Eyebrow>{t('request.eyebrow')}</Eyebrow>
      <h1 id="customer-request-title">{t(STATE_HEADING[state])}</h1>
      <StatusText view={view} state={state} />
      <RentalFacts view={view} state={state} />
      <Actions>
        {canCancel(view) && (
          <Button type="button" $variant="outline" onClick={() => setAsking(true)}>
            {t('request.cancel')}
          </Button>
        )}
        {canAskAgain(state) && (
          <Button as={LocalLink} to={askAgainPath(view)}>
            {t('request.again')}
          </Button>
        )}
      </Actions>
      {isAhead(state) && (
        <>
          <BoardingFacts view={view} />
          <WhatToBring />
        </>
      )}
      <CancelDialog token={token} view={view} open={asking} onClose={() => setAsking(false)} />
    </Box>
  );
}

/** 'Annullare la richiesta?': nothing is sent until the customer says yes. */
function CancelDialog({ token, view, open, onClose }: { token: string; view: CustomerRequestView; open: boolean; onClose: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const cancel = useCancelCustomerRequest(token);
  const datesText = useDatesText();
  const boatName = useBoatName();
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        onClose();
        toast({ title: t('request.cancelled.toast'), description: t('request.cancelled.toastText'), variant: 'success' });
      },
      onError: (error) => {
        onClose();
        toast({
          title: t('request.cancelFailed.title'),
          description: errorMessage(error, t('request.cancelFailed.text')),
          variant: 'destructive',
        });
      },
    });
  return (
    <Dialog open={open} onClose={() => !cancel.isPending && onClose()} title={t('request.cancelDialog.title')}>
      <p>{t('request.cancelDialog.text', { dates: datesText(view, 'request.cancelDialog.oneDay'), boat: boatName(view) })}</p>
      <DialogActions>
        <Button type="button" $variant="outline" onClick={onClose} disabled={cancel.isPending}>
          {t('request.cancelDialog.keep')}
        </Button>
        <Button type="button" $variant="danger" onClick={onCancel} disabled={cancel.isPending}>
          {cancel.isPending ? t('request.cancelDialog.busy') : t('request.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const LEAD: Partial<Record<RentalState, MessageId>> = {
  confirmed: 'request.lead.confirmed',
  bookingPending: 'request.lead.bookingPending',
  bookingCancelled: 'request.lead.bookingCancelled',
  expired: 'request.lead.expired',
  cancelled: 'request.lead.cancelled',
  declined: 'request.lead.declined',
};

/** What the state means for the customer, under the heading. */
function StatusText({ view, state }: { view: CustomerRequestView; state: RentalState }) {
  const t = useT();
  const lang = useLang();
  const lead = LEAD[state];
  return (
    <>
      {/* docs/request-lifecycle.md#hoarding: a request past the boat's share holds no days. */}
      {state === 'pending' && (
        <Lead>
          {view.holdsDays ? t('request.lead.held', { until: romeDateTimeText(view.holdUntil, lang) }) : t('request.lead.notHeld')}
        </Lead>
      )}
      {lead && <Lead>{t(lead)}</Lead>}
      {state === 'declined' && view.declineReason && (
        <Reason>
          <strong>{t('request.reason')}</strong> {view.declineReason}
        </Reason>
      )}
    </>
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
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  & > * {
    flex: 1 1 200px;
  }
  &:empty {
    display: none;
  }
`;
const DialogActions = styled(FormActions)`
  margin-top: 16px;
`;

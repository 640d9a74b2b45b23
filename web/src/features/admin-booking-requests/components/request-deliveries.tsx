import styled from 'styled-components';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { customerDelivery, deliveryState, overallLabel, skipReasonText, type DeliveryState } from '../logic/archive.ts';

const DELIVERY: Record<DeliveryState, { label: string; variant: BadgeVariant }> = {
  sent: { label: 'Inviata', variant: 'success' },
  failed: { label: 'Fallita', variant: 'destructive' },
  'in-progress': { label: 'In corso', variant: 'warning' },
  skipped: { label: 'Non inviata', variant: 'warning' },
};

/** Where a request's mails are: overall, to the office, to the customer (and why one was not sent). */
export function RequestDeliveries({ request }: { request: BookingRequest }) {
  const overall = overallLabel(request);
  const admin = DELIVERY[deliveryState(request, request.adminEmailSent)];
  const customer = DELIVERY[customerDelivery(request)];
  return (
    <>
      <Deliveries>
        <span>
          Email: <Badge $variant={overall === 'Inviata' ? 'success' : 'warning'}>{overall}</Badge>
        </span>
        <span>
          Email admin: <Badge $variant={admin.variant}>{admin.label}</Badge>
        </span>
        <span>
          Email cliente: <Badge $variant={customer.variant}>{customer.label}</Badge>
        </span>
      </Deliveries>
      {request.customerEmailSkipReason && (
        <Text $margin="6px 0 0" $size="0.85rem" $tone="muted">
          {skipReasonText(request.customerEmailSkipReason)}
        </Text>
      )}
    </>
  );
}

const Deliveries = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-top: 12px;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

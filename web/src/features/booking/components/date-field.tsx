import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { useFormat, useT } from '../../../i18n/i18n.tsx';
import { DATE_SHORT } from '@nbp/contracts/days';

interface Props {
  label: string;
  value: string | null;
  expanded: boolean;
  /** Looks disabled and announces it, but stays focusable so focusing it can explain why (docs/product/booking-rules.md#selection). */
  unavailable?: boolean;
  onActivate: () => void;
  onFocus?: () => void;
}

/** A date field: a button that opens the month calendar below the two fields. */
export const DateField = forwardRef<HTMLButtonElement, Props>(function DateField(
  { label, value, expanded, unavailable, onActivate, onFocus },
  ref,
) {
  const labelId = useId();
  const t = useT();
  const format = useFormat();
  return (
    <Wrap>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      <Control
        ref={ref}
        type="button"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-disabled={unavailable || undefined}
        $active={expanded}
        $unavailable={!!unavailable}
        onClick={onActivate}
        onFocus={onFocus}
      >
        <CalendarIcon size={18} />
        <span id={`${labelId}-value`}>{value ? format.date(value, DATE_SHORT) : t('booking.field.empty')}</span>
      </Control>
    </Wrap>
  );
});

const Wrap = styled.div`
  min-width: 0;
`;
const FieldLabel = styled.span`
  display: block;
  margin-bottom: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;
const Control = styled.button<{ $active: boolean; $unavailable: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1.5px solid ${({ theme, $active }) => ($active ? theme.colors.sea : theme.colors.border)};
  background: ${({ $unavailable }) => ($unavailable ? '#f3f6f8' : '#ffffff')};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.muted : theme.colors.text)};
  font-size: 0.95rem;
  text-align: left;
  cursor: ${({ $unavailable }) => ($unavailable ? 'not-allowed' : 'pointer')};
  white-space: nowrap;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sea};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ChoiceField, namedChoices } from '../../../components/admin/choice-field.tsx';
import { FormGrid } from '../../../components/admin/form-layout.tsx';
import { DayFormField } from '../../../components/admin/day-field.tsx';
import type { BoundField } from '../../../lib/contract-form.ts';
import type { BookingField, BookingFormValues } from '../logic/booking-form.ts';
import { ClashHint } from './clash-hint.tsx';
import { STATUS_CHOICES } from '../logic/status.ts';

interface Props {
  /** The dialog's form (lib/contract-form.ts): its field bindings. */
  form: {
    bind: (field: BookingField, onChange?: () => void) => BoundField;
    bindSelect: (field: BookingField) => BoundField;
  };
  /** The form's control, for the days' fields (logic/booking-form.ts, sharedFieldsControl). */
  control: Control<BookingFormValues>;
  /** What does not stand in the days' way (docs/back-office.md#free-or-taken): the booking edited (its boat too), the request it comes from. */
  aside?: { bookingId?: number; boatId?: number; requestId?: number };
  disabled?: boolean;
  /** The admin typed a total, so the list price no longer fills it (docs/back-office.md#forms). */
  onPriceTyped?: () => void;
  /** The create dialog picks a boat; the edit dialog shows it, since a booking keeps its boat. */
  boats?: BoatSummary[];
  boatsLoading?: boolean;
  boatName?: string;
  /** Under the price: the list price and its 'Ricalcola'. */
  priceHint?: ReactNode;
}

/** The fields shared by the create and edit dialogs. */
export function BookingFormFields({ form, control, aside = {}, disabled, onPriceTyped, boats, boatsLoading, boatName, priceHint }: Props) {
  const bind = (field: BookingField, onChange?: () => void) => ({ ...form.bind(field, onChange), disabled });
  const [boatId, startDate, endDate] = useWatch({ control, name: ['boatId', 'startDate', 'endDate'] });
  return (
    <FormGrid>
      <div className="full">
        {boats ? (
          <ChoiceField
            // A new select once the boats are there, so the form's value (a boat from the planning or a request) is shown.
            key={boatsLoading ? 'loading' : 'loaded'}
            label="Barca *"
            none={{ value: '', label: boatsLoading ? 'Caricamento barche...' : 'Seleziona una barca' }}
            choices={namedChoices(boats)}
            {...form.bindSelect('boatId')}
            aria-required="true"
            disabled={disabled || boatsLoading}
          />
        ) : (
          <BoatLine>
            <span>Barca</span>
            <strong>{boatName ?? 'N/A'}</strong>
          </BoatLine>
        )}
      </div>
      <div className="full">
        <TextField label="Nome cliente *" autoComplete="off" aria-required="true" {...bind('customerName')} />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        hint="Facoltativa: basta il telefono."
        {...bind('customerEmail')}
      />
      <TextField label="Telefono *" type="tel" inputMode="tel" autoComplete="off" aria-required="true" {...bind('customerPhone')} />
      <DayFormField label="Data inizio *" required control={control} name="startDate" disabled={disabled} />
      <DayFormField label="Data fine *" required control={control} name="endDate" disabled={disabled} />
      <div className="full">
        <ClashHint
          boatId={aside.boatId ?? boatId}
          startDate={startDate}
          endDate={endDate}
          bookingId={aside.bookingId}
          requestId={aside.requestId}
        />
      </div>
      <TextField label="Prezzo totale (€)" type="text" inputMode="decimal" hint={priceHint} {...bind('totalPrice', onPriceTyped)} />
      <ChoiceField label="Stato" choices={STATUS_CHOICES} {...form.bindSelect('status')} disabled={disabled} />
      <div className="full">
        <TextAreaField label="Note" rows={3} {...bind('notes')} />
      </div>
    </FormGrid>
  );
}

const BoatLine = styled.p`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

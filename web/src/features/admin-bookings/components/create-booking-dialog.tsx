import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatEuro } from '@nbp/contracts/format';
import { adminBookingCreate } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { CheckboxField, FormActions } from '../../../components/admin/form-layout.tsx';
import { useBoatOptions } from '../api/get-boat-options.ts';
import { useCreateAdminBooking } from '../api/create-admin-booking.ts';
import { useBookingQuote } from '../api/get-quote.ts';
import { parsePrice } from '../logic/price.ts';
import {
  EMPTY_BOOKING_FORM,
  createErrorText,
  createPayload,
  fieldErrors,
  missingFields,
  type BookingField,
  type BookingFormValues,
} from '../logic/booking-form.ts';
import { BookingFormFields } from './booking-form-fields.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Prefilled values, e.g. from a booking request; empty otherwise. */
  initial?: BookingFormValues;
  /**
   * The request the booking is made from: sent along, the service confirms that request with the
   * values saved here and links it, instead of refusing the days it holds (docs/request-lifecycle.md#confirm).
   */
  requestId?: number;
  title?: string;
}

export function CreateBookingDialog({ open, onClose, initial, requestId, title = 'Nuova Prenotazione' }: Props) {
  return (
    <GuardedDialog open={open} onClose={onClose} title={title} wide>
      {/* Mounted only while open, so every opening starts from its own initial values. */}
      {open && <CreateBookingForm initial={initial ?? EMPTY_BOOKING_FORM} requestId={requestId} onDone={onClose} />}
    </GuardedDialog>
  );
}

function CreateBookingForm({ initial, requestId, onDone }: { initial: BookingFormValues; requestId?: number; onDone: () => void }) {
  const { toast } = useToast();
  const boats = useBoatOptions();
  const create = useCreateAdminBooking();
  const [values, setValues] = useState<BookingFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [sendConfirmation, setSendConfirmation] = useState(false);
  // A price the admin typed (or one brought by a request) is theirs: the list price never overwrites it.
  const [priceTyped, setPriceTyped] = useState(() => !['', '0'].includes(initial.totalPrice.trim()));
  const quote = useBookingQuote(values.boatId, values.startDate, values.endDate);
  const listPrice = quote.data?.total;
  const hasEmail = values.customerEmail.trim() !== '';
  // Typed changes only: the list price filling the total by itself is not the admin's change.
  const dirty =
    (Object.keys(values) as BookingField[]).some((field) => field !== 'totalPrice' && values[field] !== initial[field]) ||
    (priceTyped && values.totalPrice !== initial.totalPrice) ||
    sendConfirmation;
  const requestClose = useUnsavedChanges(dirty);

  useEffect(() => {
    if (listPrice !== undefined && !priceTyped) setValues((current) => ({ ...current, totalPrice: listPrice }));
  }, [listPrice, priceTyped]);

  const onChange = (field: BookingField, value: string) => {
    if (field === 'totalPrice') setPriceTyped(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const recalculate = () => {
    if (listPrice === undefined) return;
    setPriceTyped(false);
    setValues((current) => ({ ...current, totalPrice: listPrice }));
  };

  const priceHint = quote.isFetching ? (
    'Calcolo del prezzo di listino...'
  ) : quote.isError ? (
    'Prezzo di listino non disponibile per queste date: inseriscilo a mano.'
  ) : listPrice !== undefined ? (
    <>
      Prezzo di listino: {formatEuro(listPrice)}
      {parsePrice(values.totalPrice) !== Number(listPrice) && (
        <Recalculate type="button" onClick={recalculate} disabled={create.isPending}>
          Ricalcola
        </Recalculate>
      )}
    </>
  ) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Campo obbligatorio'])));
      toast({ title: 'Campi mancanti', description: 'Compila tutti i campi obbligatori.', variant: 'destructive' });
      return;
    }
    const payload = { ...createPayload(values, sendConfirmation && hasEmail), ...(requestId === undefined ? {} : { requestId }) };
    const checked = adminBookingCreate.safeParse(payload);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      return;
    }
    create.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Prenotazione creata', description: `Prenotazione di ${payload.customerName} salvata.`, variant: 'success' });
        onDone();
      },
      onError: (error) => toast({ title: 'Errore nella creazione', description: createErrorText(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <BookingFormFields
        values={values}
        errors={errors}
        onChange={onChange}
        disabled={create.isPending}
        boats={boats.data ?? []}
        boatsLoading={boats.isLoading}
        priceHint={priceHint}
      />
      <CheckboxField
        label="Invia al cliente la conferma via email"
        hint={hasEmail ? 'Con il file per il calendario (.ics).' : "Inserisci l'email del cliente per inviargli la conferma."}
        checked={sendConfirmation && hasEmail}
        disabled={!hasEmail || create.isPending}
        onChange={(event) => setSendConfirmation(event.target.checked)}
      />
      <FormActions>
        <Button type="button" $variant="outline" onClick={requestClose} disabled={create.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creazione...' : 'Crea Prenotazione'}
        </Button>
      </FormActions>
    </form>
  );
}

const Recalculate = styled.button`
  margin-left: 8px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sea};
  text-decoration: underline;
  cursor: pointer;
`;

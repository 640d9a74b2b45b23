import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { bookingRequestForm } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';

type FormInput = z.input<typeof bookingRequestForm>;
export type BookingFormValues = z.output<typeof bookingRequestForm>;

const EMPTY: FormInput = { customerName: '', customerEmail: '', customerPhone: '', message: '' };

/** The request form behind 'PRENOTA ORA', validated with the same schema the server uses. */
export function BookingRequestForm({
  sending,
  onCancel,
  onSubmit,
}: {
  sending: boolean;
  onCancel: () => void;
  /** Resolves true when the request was accepted, so the form can reset. */
  onSubmit: (values: BookingFormValues) => Promise<boolean>;
}) {
  const form = useForm<FormInput, unknown, BookingFormValues>({ resolver: zodResolver(bookingRequestForm), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // Set at once, before any re-render: a double click's second submit finds it and sends nothing.
  const inFlight = useRef(false);
  const busy = sending || isSubmitting;

  return (
    <Form
      noValidate
      aria-label="Richiesta di prenotazione"
      onSubmit={(event) => {
        if (inFlight.current) return event.preventDefault();
        inFlight.current = true;
        void form
          .handleSubmit(async (values) => {
            if (await onSubmit(values)) form.reset(EMPTY);
          })(event)
          .finally(() => {
            inFlight.current = false;
          });
      }}
    >
      <Title>I tuoi dati</Title>
      <TextField label="Nome e cognome" autoComplete="name" error={errors.customerName?.message} {...form.register('customerName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.customerEmail?.message}
        {...form.register('customerEmail')}
      />
      <TextField
        label="Telefono"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.customerPhone?.message}
        {...form.register('customerPhone')}
      />
      <TextAreaField
        label="Messaggio (opzionale)"
        rows={3}
        placeholder="Numero di persone, richieste particolari, extra..."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel} disabled={busy}>
          Annulla
        </Button>
        <Button type="submit" disabled={busy}>
          {sending ? 'Invio...' : 'Conferma Prenotazione'}
        </Button>
      </Actions>
      <Hint>Riceverai una email di conferma dopo l'invio</Hint>
    </Form>
  );
}

const Form = styled.form`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Title = styled.h3`
  font-size: 1.15rem;
  margin-bottom: 12px;
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px;
`;
const Hint = styled.p`
  margin: 10px 0 0;
  font-size: 0.85rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

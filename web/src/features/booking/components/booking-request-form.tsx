import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { bookingRequestForm } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { useFieldMessage } from '../../../i18n/field-message.ts';

type FormInput = z.input<typeof bookingRequestForm>;
export type BookingFormValues = z.output<typeof bookingRequestForm>;

const EMPTY: FormInput = { customerName: '', customerEmail: '', customerPhone: '', message: '' };
/** Where the form would post if the browser sent it itself (the gateway's FORM_POSTS.booking). */
const BOOKING_FORM_ACTION = '/api/forms/booking-request';

/** What the request is for, carried as hidden fields so the form is a complete one of its own. */
export interface RequestFor {
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
}

/** The request form behind 'PRENOTA ORA', validated with the same schema the server uses. */
export function BookingRequestForm({
  sending,
  onCancel,
  onSubmit,
  request,
}: {
  /** The boat and days, written as hidden fields (docs/public-pages.md#forms-without-javascript). */
  request?: RequestFor;
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
  const t = useT();
  const lang = useLang();
  const shown = useFieldMessage();
  /** A field's registration with its refusal, if any, in the page's language. */
  const field = (name: keyof FormInput) => ({ error: shown(errors[name]?.message), ...form.register(name) });

  return (
    // A real form (method, action, every field named): the page's code handles its submit and never
    // lets the browser send it, as the card's plain form without JavaScript does (no-script-request.tsx).
    <Form
      noValidate
      method="post"
      action={BOOKING_FORM_ACTION}
      aria-label={t('booking.form.label')}
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
      <Title>{t('booking.form.title')}</Title>
      <input type="hidden" name="language" value={lang} />
      {request && Object.entries(request).map(([name, value]) => <input key={name} type="hidden" name={name} value={String(value)} />)}
      <TextField label={t('booking.form.name')} autoComplete="name" {...field('customerName')} />
      <TextField label={t('booking.form.email')} type="email" autoComplete="email" inputMode="email" {...field('customerEmail')} />
      <TextField label={t('booking.form.phone')} type="tel" autoComplete="tel" inputMode="tel" {...field('customerPhone')} />
      <TextAreaField label={t('booking.form.message')} rows={3} placeholder={t('booking.form.messageHint')} {...field('message')} />
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel} disabled={busy}>
          {t('booking.form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {sending ? t('booking.form.sending') : t('booking.form.submit')}
        </Button>
      </Actions>
      <Hint>{t('booking.form.hint')}</Hint>
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

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { contactMessage } from '@nbp/contracts/http/notification';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { media } from '../../../theme/theme.ts';
import { useSendContactEmail } from '../api/send-contact-email.ts';

type FormInput = z.input<typeof contactMessage>;
type FormOutput = z.output<typeof contactMessage>;
const EMPTY: FormInput = { name: '', email: '', phone: '', message: '' };

/** The contact form: idle, sending, then a thank-you in its place (docs/product/screens.md#info-pages). */
export function ContactForm() {
  const { toast } = useToast();
  const mutation = useSendContactEmail();
  const [sent, setSent] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(contactMessage), defaultValues: EMPTY });
  const { errors } = form.formState;

  if (sent) {
    return (
      <ThankYou role="alert">
        <CheckIcon size={28} />
        <div>
          <h3>Grazie per averci scritto!</h3>
          <p>La tua richiesta è stata inviata con successo. Ti risponderemo entro 2 ore, negli orari di apertura dalle 9:00 alle 18:00.</p>
          <Button type="button" $variant="outline" $size="sm" onClick={() => setSent(false)}>
            Invia un altro messaggio
          </Button>
        </div>
      </ThankYou>
    );
  }

  return (
    <form
      noValidate
      aria-label="Modulo di contatto"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await mutation.mutateAsync(values);
          toast({
            title: 'Messaggio inviato!',
            description: 'La tua richiesta è stata inviata con successo. Ti contatteremo presto!',
            variant: 'success',
          });
          form.reset(EMPTY);
          setSent(true);
        } catch (error) {
          toast({
            title: "Errore nell'invio",
            description: errorMessage(error, "Si è verificato un errore nell'invio. Riprova più tardi."),
            variant: 'destructive',
          });
        }
      })}
    >
      <Row>
        <TextField label="Nome e cognome" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Telefono"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </Row>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextAreaField
        label="Messaggio"
        rows={5}
        placeholder="Date che ti interessano, numero di persone, domande sulla barca..."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" $size="lg" $block disabled={mutation.isPending}>
        {mutation.isPending ? 'Invio in corso...' : 'Invia messaggio'}
      </Button>
      <Privacy>Usiamo i tuoi dati solo per risponderti. Nessuna newsletter, nessuna cessione a terzi.</Privacy>
    </form>
  );
}

const Row = styled.div`
  display: grid;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    gap: 0 16px;
  }
`;
const Privacy = styled.p`
  margin: 10px 0 0;
  font-size: 0.84rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
const ThankYou = styled.div`
  display: flex;
  gap: 14px;
  padding: 22px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  > svg {
    flex: none;
  }
  h3 {
    color: ${({ theme }) => theme.colors.success};
    font-size: 1.3rem;
    margin: 0 0 6px;
  }
  p {
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 14px;
  }
`;

import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import type { contactMessage } from '@nbp/contracts/http/notification';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { media } from '../../../theme/theme.ts';
import { useSendContactEmail } from '../api/send-contact-email.ts';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { mutedText } from '../../../components/ui/styles.ts';

type FormInput = z.input<typeof contactMessage>;
type FormOutput = z.output<typeof contactMessage>;
const EMPTY: FormInput = { name: '', email: '', phone: '', message: '' };
/** Where the form posts without JavaScript (the gateway's FORM_POSTS.contact). */
const CONTACT_FORM_ACTION = '/api/forms/contact';

/**
 * The form's checks (the shared contract, with zod) are code of their own, asked for when the
 * visitor first reaches the form: the page reads without them, and its first JavaScript is about
 * 40 KiB lighter (docs/server-rendering.md#priorities). A check before they arrive waits for them.
 */
const loadChecks = () => import('./contact-resolver.ts');
const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) =>
  (await loadChecks()).contactResolver(values, context, options);

/** The contact form: idle, sending, then a thank-you in its place (docs/product/screens.md#info-pages). */
export function ContactForm() {
  const { toast } = useToast();
  const t = useT();
  const lang = useLang();
  const mutation = useSendContactEmail();
  const [sent, setSent] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  /** A field's registration with its refusal, if any. */
  const field = (name: keyof FormInput) => ({ error: errors[name]?.message, ...form.register(name) });

  if (sent) return <ThankYou onAnother={() => setSent(false)} />;

  return (
    // Without JavaScript the browser posts the form itself to the gateway, which answers with a plain
    // page (docs/public-pages.md#forms-without-javascript); with it, the submit is handled here.
    <form
      noValidate
      method="post"
      action={CONTACT_FORM_ACTION}
      aria-label={t('contact.form.label')}
      onFocus={() => void loadChecks()}
      onPointerEnter={() => void loadChecks()}
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await mutation.mutateAsync(values);
          toast({ title: t('contact.form.sent.title'), description: t('contact.form.sent.text'), variant: 'success' });
          form.reset(EMPTY);
          setSent(true);
        } catch (error) {
          toast({
            title: t('contact.form.failed.title'),
            description: errorMessage(error, t('contact.form.failed.text')),
            variant: 'destructive',
          });
        }
      })}
    >
      <input type="hidden" name="language" value={lang} />
      <Row>
        <TextField label={t('contact.form.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('contact.form.phone')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
      </Row>
      <TextField label={t('contact.form.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextAreaField label={t('contact.form.message')} rows={5} placeholder={t('contact.form.messagePlaceholder')} {...field('message')} />
      <Button type="submit" $size="lg" $block disabled={mutation.isPending}>
        {mutation.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
      <Privacy>{t('contact.form.privacy')}</Privacy>
    </form>
  );
}

/** In the form's place once a message is sent: the thanks, and a button for another message. */
function ThankYou({ onAnother }: { onAnother: () => void }) {
  const t = useT();
  return (
    <Thanks role="alert">
      <CheckIcon size={28} />
      <div>
        <h3>{t('contact.form.thanks.title')}</h3>
        <p>{t('contact.form.thanks.text')}</p>
        <Button type="button" $variant="outline" $size="sm" onClick={onAnother}>
          {t('contact.form.thanks.another')}
        </Button>
      </div>
    </Thanks>
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
  ${mutedText('0.84rem')}
  text-align: center;
`;
const Thanks = styled.div`
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

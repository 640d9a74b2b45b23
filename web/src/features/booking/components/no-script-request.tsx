import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, Textarea } from '../../../components/ui/field.tsx';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { mutedText } from '../../../components/ui/styles.ts';
import type { BookableBoat } from './use-range-check.ts';

/** Where the request posts without JavaScript (the gateway's FORM_POSTS.booking). */
const BOOKING_FORM_ACTION = '/api/forms/booking-request';

/**
 * The booking card without JavaScript (docs/booking-card.md#without-javascript): the calendar is
 * code, so the card says what it needs and offers a plain form with the browser's own date fields
 * and the visitor's details, posted to the gateway, which answers with a plain page. Inside
 * <noscript>: the server writes it, a browser running the code never shows or hydrates it.
 */
export function NoScriptRequest({ boat, firstBookable }: { boat: BookableBoat; firstBookable: string }) {
  const t = useT();
  const lang = useLang();
  const id = (name: string) => `noscript-${name}`;
  const field = (name: string, label: string, type: string, autoComplete?: string) => (
    <Row>
      <Label htmlFor={id(name)}>{label}</Label>
      <Input id={id(name)} name={name} type={type} autoComplete={autoComplete} required min={type === 'date' ? firstBookable : undefined} />
    </Row>
  );
  return (
    <noscript>
      <Form method="post" action={BOOKING_FORM_ACTION} aria-label={t('booking.form.label')}>
        <Hint>{t('booking.noscript.hint')}</Hint>
        <input type="hidden" name="language" value={lang} />
        <input type="hidden" name="boatId" value={boat.id} />
        <input type="hidden" name="boatName" value={boat.name} />
        <Dates>
          {field('startDate', t('booking.field.start'), 'date')}
          {field('endDate', t('booking.field.end'), 'date')}
        </Dates>
        {field('customerName', t('booking.form.name'), 'text', 'name')}
        {field('customerEmail', t('booking.form.email'), 'email', 'email')}
        {field('customerPhone', t('booking.form.phone'), 'tel', 'tel')}
        <Row>
          <Label htmlFor={id('notes')}>{t('booking.form.message')}</Label>
          <Textarea id={id('notes')} name="notes" rows={3} placeholder={t('booking.form.messageHint')} />
        </Row>
        <Button type="submit" $block>
          {t('booking.noscript.submit')}
        </Button>
      </Form>
    </noscript>
  );
}

const Form = styled.form`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Hint = styled.p`
  margin: 0 0 12px;
  ${mutedText('0.92rem')}
`;
const Row = styled.div`
  margin-bottom: 14px;
`;
const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 0 10px;
`;

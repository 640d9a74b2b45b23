import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { Container, PageHero, Section } from '../../components/ui/section.tsx';
import { mailHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { media } from '../../theme/theme.ts';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** The opening hours, '9:00 - 18:00', as their two ends for "dalle 9:00 alle 18:00" / "from 9:00 to 18:00". */
const [OPENS, CLOSES] = BUSINESS.businessHours.split(' - ');

export default function ContactRoute() {
  const t = useT();
  return (
    <>
      <PageHead title={t('contact.head.title')} description={t('contact.head.description', { name: BUSINESS.name })} path="/contact" />
      <PageHero
        eyebrow={t('contact.hero.eyebrow')}
        title={t('contact.hero.title')}
        lead={t('contact.hero.lead')}
        image="/images/hero-eolie.svg"
      />
      <Section>
        <Container>
          <Grid>
            <FormCard aria-labelledby="form-title">
              <h2 id="form-title">{t('contact.form.title')}</h2>
              <p>{t('contact.form.intro')}</p>
              <ContactForm />
            </FormCard>
            <Direct aria-labelledby="direct-title">
              <h2 id="direct-title">{t('contact.direct.title')}</h2>
              <Promise>
                <ClockIcon size={22} />
                <span>
                  <strong>{t('contact.direct.answer')}</strong>
                  <small>{t('contact.direct.hours', { opens: OPENS, closes: CLOSES })}</small>
                </span>
              </Promise>
              <Channels>
                <li>
                  <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
                    <ChatIcon size={22} />
                    <span>
                      <strong>WhatsApp</strong>
                      <small>{BUSINESS.whatsapp}</small>
                    </span>
                  </a>
                </li>
                <li>
                  <a href={telHref()}>
                    <PhoneIcon size={22} />
                    <span>
                      <strong>{t('contact.direct.phone')}</strong>
                      <small>{BUSINESS.phone}</small>
                    </span>
                  </a>
                </li>
                <li>
                  <a href={mailHref()}>
                    <MailIcon size={22} />
                    <span>
                      <strong>{t('contact.direct.email')}</strong>
                      <small>{BUSINESS.email}</small>
                    </span>
                  </a>
                </li>
              </Channels>
            </Direct>
          </Grid>
        </Container>
      </Section>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: 1.5fr 1fr;
    gap: 40px;
    align-items: start;
  }
`;
const FormCard = styled.section`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: 32px;
  }
  h2 {
    font-size: 1.7rem;
    margin: 0 0 4px;
  }
  > p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Direct = styled.section`
  h2 {
    font-size: 1.5rem;
  }
`;
const Promise = styled.p`
  display: flex;
  gap: 12px;
  margin: 0 0 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sun};
  }
  span {
    display: grid;
  }
  small {
    color: #c7dbe7;
  }
`;
const Channels = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  a {
    display: flex;
    gap: 14px;
    align-items: center;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
    transition:
      border-color 150ms ease,
      background 150ms ease;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.sea};
    background: ${({ theme }) => theme.colors.seaLight};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sea};
  }
  span {
    display: grid;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
    font-size: 0.95rem;
  }
`;

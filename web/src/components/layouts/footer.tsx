import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { media } from '../../theme/theme.ts';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { facebookHref, instagramHref, mailHref, telHref, whatsappHref } from '../../lib/contact-links.ts';
import { ChatIcon, ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons.tsx';
import { BrandMark } from './brand-mark.tsx';
import { BOAT_LINKS, labelText, type NavLinkItem } from './navigation.ts';

const QUICK_LINKS: NavLinkItem[] = [
  ...BOAT_LINKS,
  { to: '/destinations', label: { id: 'layout.nav.destinations' } },
  { to: '/about', label: { id: 'layout.nav.about' } },
  { to: '/faq', label: { id: 'layout.nav.faq' } },
  { to: '/contact', label: { id: 'layout.nav.contact' } },
];

/** An external page opens in a new tab. */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  const t = useT();
  return (
    <Wrap>
      <Grid>
        <Column>
          <BrandMark inverted />
          <Blurb>{t('layout.footer.blurb')}</Blurb>
          {/* A group, so its label is allowed and read (a plain div takes none: docs/search-engines.md#valid-html). */}
          <Social role="group" aria-label={t('layout.footer.social')}>
            <a href={instagramHref} {...EXTERNAL}>
              <InstagramIcon size={18} /> Instagram {BUSINESS.socialMedia.instagram}
            </a>
            <a href={facebookHref} {...EXTERNAL}>
              <FacebookIcon size={18} /> Facebook {BUSINESS.socialMedia.facebook}
            </a>
          </Social>
        </Column>
        <QuickMenu />
        <Column>
          <Heading>{t('layout.footer.contacts')}</Heading>
          <Contacts>
            <ContactLine icon={PhoneIcon} href={telHref()}>
              {BUSINESS.phone}
            </ContactLine>
            <ContactLine icon={ChatIcon} href={whatsappHref()} external>
              WhatsApp {BUSINESS.whatsapp}
            </ContactLine>
            <ContactLine icon={MailIcon} href={mailHref()}>
              {BUSINESS.email}
            </ContactLine>
            <ContactLine icon={PinIcon}>{BUSINESS.address}</ContactLine>
          </Contacts>
        </Column>
        <Column>
          <Heading>{t('layout.footer.hours')}</Heading>
          <Contacts>
            <ContactLine icon={ClockIcon}>{t('layout.footer.everyDay', { hours: BUSINESS.businessHours.replace(' - ', '-') })}</ContactLine>
          </Contacts>
          <Note>{t('layout.footer.boarding')}</Note>
        </Column>
      </Grid>
      <Bottom>
        <p>
          {t('layout.footer.rights', {
            // A string, so the year is not written as a number ('2.026').
            year: String(new Date().getFullYear()),
            name: BUSINESS.name,
            legalForm: BUSINESS.legalForm,
            vatNumber: BUSINESS.vatNumber,
          })}
        </p>
      </Bottom>
    </Wrap>
  );
}

/** The footer's links to the main pages and the boats. */
function QuickMenu() {
  const t = useT();
  return (
    <Column as="nav" aria-labelledby="footer-menu">
      <Heading id="footer-menu">{t('layout.footer.quickMenu')}</Heading>
      <Links>
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to}>{labelText(link.label, t)}</LocalLink>
          </li>
        ))}
      </Links>
    </Column>
  );
}

/** One line of the contacts: its icon and its words, a link when it has an address. */
function ContactLine({
  icon: Icon,
  href,
  external = false,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  href?: string;
  external?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <Icon size={18} /> {children}
    </>
  );
  return (
    <li>
      {href ? (
        <a href={href} {...(external ? EXTERNAL : {})}>
          {content}
        </a>
      ) : (
        <span>{content}</span>
      )}
    </li>
  );
}

const Wrap = styled.footer`
  background: ${({ theme }) => theme.colors.navy};
  color: #d7e6ef;
  a {
    color: #ffffff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const Grid = styled.div`
  max-width: 1240px;
  margin: 0 auto;
  padding: 48px 20px 32px;
  display: grid;
  gap: 32px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    padding: 56px 24px 40px;
  }
  ${media.lg} {
    grid-template-columns: 1.4fr 1.1fr 1.2fr 0.9fr;
  }
`;
const Column = styled.div`
  min-width: 0;
`;
const Blurb = styled.p`
  margin: 16px 0;
  font-size: 0.95rem;
  max-width: 40ch;
`;
const Social = styled.div`
  display: grid;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 0.92rem;
  }
`;
const Heading = styled.h2`
  font-size: 1.1rem;
  color: #ffffff;
  margin-bottom: 14px;
`;
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  font-size: 0.95rem;
`;
const Contacts = styled(Links)`
  a,
  span {
    display: inline-flex;
    align-items: flex-start;
    gap: 10px;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.sun};
  }
`;
const Note = styled.p`
  margin: 12px 0 0;
  font-size: 0.9rem;
`;
const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  p {
    max-width: 1240px;
    margin: 0 auto;
    padding: 18px 20px;
    font-size: 0.85rem;
    text-align: center;
  }
`;

import { useEffect, useId, useRef, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { telHref, whatsappHref } from '../../lib/contact-links.ts';
import { useT } from '../../i18n/i18n.tsx';
import { ChatIcon, CloseIcon, MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/styles.ts';
import { media } from '../../theme/theme.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileNav } from './mobile-nav.tsx';

/**
 * The right-side sheet of small screens, a native modal <dialog>: the browser traps focus, closes it
 * on Escape and gives focus back to the menu button, with no library in the first download.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  useModal(ref, open);

  return (
    <Sheet
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      <Content>
        <Top>
          <Title id={titleId}>{t('layout.menu.title')}</Title>
          <Close type="button" onClick={onClose}>
            <CloseIcon size={24} />
            <span className="visually-hidden">{t('layout.menu.close')}</span>
          </Close>
        </Top>
        <SheetLinks onNavigate={onClose} />
      </Content>
    </Sheet>
  );
}

/** What the sheet lists: the navigation, the language switch, the phone and WhatsApp. */
function SheetLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <MobileNav onNavigate={onNavigate} />
      <Language>
        <LanguageSwitch full onNavigate={onNavigate} />
      </Language>
      <Contacts>
        <a href={telHref()}>
          <PhoneIcon size={18} /> {BUSINESS.phone}
        </a>
        <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
          <ChatIcon size={18} /> WhatsApp
        </a>
      </Contacts>
    </>
  );
}

/**
 * The menu button and its sheet as the server writes them, until the page is taken over (and for
 * good without JavaScript): a native <details>, whose <summary> opens and closes the sheet below
 * the header with no script (docs/public-pages.md#menus-without-javascript).
 */
export function PlainMobileMenu({ className }: { className?: string }) {
  const titleId = useId();
  const t = useT();
  return (
    <Disclosure className={className}>
      <MenuSummary>
        <MenuIcon size={26} />
        <span className="visually-hidden">{t('layout.menu.open')}</span>
      </MenuSummary>
      <PlainSheet role="region" aria-labelledby={titleId}>
        <Content>
          <Top>
            <Title id={titleId}>{t('layout.menu.title')}</Title>
          </Top>
          <SheetLinks onNavigate={() => {}} />
        </Content>
      </PlainSheet>
    </Disclosure>
  );
}

/** Opens the dialog as a modal while `open`, and keeps the page behind it from scrolling. */
function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) document.documentElement.style.overflow = '';
  }, [ref, open]);

  useEffect(() => () => void (document.documentElement.style.overflow = ''), []);
}

const Sheet = styled.dialog`
  margin: 0 0 0 auto;
  padding: 0;
  border: 0;
  width: min(88vw, 360px);
  max-width: none;
  height: 100dvh;
  max-height: none;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[open] {
    animation: sheet-in 220ms ease-out;
  }
  &::backdrop {
    background: rgba(11, 30, 45, 0.55);
  }
  @keyframes sheet-in {
    from {
      transform: translateX(100%);
    }
    to {
      transform: none;
    }
  }
`;
const Disclosure = styled.details`
  ${media.lg} {
    display: none;
  }
`;
/** The phone menu's button, the same whether a script runs (the header's button) or not (the summary below). */
export const menuButtonLook = css`
  ${iconButton}
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
`;
const MenuSummary = styled.summary`
  ${menuButtonLook}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`;
/** The sheet without a script: below the header (whose menu button closes it again), to the right edge. */
const PlainSheet = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.headerHeight};
  right: 0;
  width: min(88vw, 360px);
  height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;
const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  padding: 16px 20px 24px;
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 8px;
`;
const Title = styled.h2`
  font-size: 1.3rem;
  margin: 0;
`;
const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
`;
const Language = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:empty {
    display: none;
  }
`;
const Contacts = styled.div`
  margin-top: auto;
  padding-top: 16px;
  display: grid;
  gap: 10px;
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    justify-content: center;
    min-height: 48px;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: 600;
    text-decoration: none;
  }
  a:first-child {
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.white};
  }
  a:last-child {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

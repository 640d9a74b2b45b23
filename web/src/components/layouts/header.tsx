import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { media } from '../../theme/theme.ts';
import { telHref } from '../../lib/contact-links.ts';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { useFavourites } from '../../lib/favourites.ts';
import { MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { BrandMark } from './brand-mark.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { menuButtonLook, MobileMenu, PlainMobileMenu } from './mobile-menu.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { pill } from '../ui/styles.ts';

const FavouritesMenu = lazy(() => import('./favourites-menu.tsx').then((module) => ({ default: module.FavouritesMenu })));

/**
 * Sticky top bar: the brand, the navigation (a bar with dropdowns on wide screens, a sheet behind the
 * menu button on small ones), the phone, the language switch and the saved boats.
 */
export function Header() {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  // Saved boats are read after the page is taken over (local storage); their menu's code comes with the first one.
  const saved = useFavourites().length > 0;
  // Until the page is taken over (and without JavaScript) the phone menu is a native disclosure.
  const hydrated = useHydrated();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Bar $scrolled={scrolled}>
      <Inner>
        <BrandLink to="/">
          <BrandMark />
        </BrandLink>

        <DesktopNav />

        <CallLink href={telHref()}>
          <PhoneIcon size={18} />
          <span>{BUSINESS.phone}</span>
        </CallLink>

        <DesktopOnly>
          <LanguageSwitch />
        </DesktopOnly>

        {saved && (
          <Suspense fallback={null}>
            <FavouritesMenu />
          </Suspense>
        )}

        {hydrated ? (
          <MenuButton type="button" onClick={() => setSheetOpen(true)} aria-haspopup="dialog" aria-expanded={sheetOpen}>
            <MenuIcon size={26} />
            <span className="visually-hidden">{t('layout.menu.open')}</span>
          </MenuButton>
        ) : (
          <PlainMobileMenu />
        )}
      </Inner>
      {hydrated && <MobileMenu open={sheetOpen} onClose={() => setSheetOpen(false)} />}
    </Bar>
  );
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: 40;
  background: rgba(255, 255, 255, 0.97);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${({ theme, $scrolled }) => ($scrolled ? theme.colors.border : 'transparent')};
  box-shadow: ${({ $scrolled }) => ($scrolled ? '0 4px 18px rgba(11, 58, 91, 0.08)' : 'none')};
  transition:
    box-shadow 200ms ease,
    border-color 200ms ease;
`;
const Inner = styled.div`
  max-width: 1240px;
  margin: 0 auto;
  height: ${({ theme }) => theme.headerHeight};
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 16px;
  @media (max-width: 359px) {
    gap: 8px;
  }
  ${media.md} {
    padding: 0 24px;
  }
`;
const BrandLink = styled(LocalLink)`
  text-decoration: none;
  margin-right: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
`;
const CallLink = styled.a`
  display: none;
  align-items: center;
  gap: 8px;
  ${pill('10px 16px')}
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.9rem;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.sea};
  }
  ${media.xl} {
    display: inline-flex;
  }
`;
const DesktopOnly = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
`;
const MenuButton = styled.button`
  ${menuButtonLook}
  ${media.lg} {
    display: none;
  }
`;

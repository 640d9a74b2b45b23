import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { media } from '../../theme/theme.ts';
import { telHref } from '../../lib/contact-links.ts';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { ChevronDownIcon, MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { BrandMark } from './brand-mark.tsx';
import { FavouritesMenu } from './favourites-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { isCurrentEntry, isCurrentItem, labelText, NAV, type NavEntry } from './navigation.ts';

type MenuId = Extract<NavEntry, { kind: 'menu' }>['id'];

/**
 * Sticky top bar. On desktop the two dropdowns are disclosure buttons (the pattern WAI-ARIA suggests
 * for site navigation): one open at a time, a second click closes, Escape or a click elsewhere closes.
 */
export function Header() {
  const { pathname, hash } = useLocation();
  const t = useT();
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  const closeMenu = useCallback(() => setOpenMenu(null), []);

  useEffect(() => {
    if (!openMenu) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = document.getElementById(`${baseId}-${openMenu}-button`);
      setOpenMenu(null);
      button?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openMenu, baseId]);

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

        <DesktopNav ref={navRef} aria-label={t('layout.nav.label')}>
          <NavList>
            {NAV.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.to}>
                  <TopLink
                    to={entry.to}
                    aria-current={isCurrentEntry(entry, pathname) ? 'page' : undefined}
                    $active={isCurrentEntry(entry, pathname)}
                    onClick={closeMenu}
                  >
                    {t(entry.label)}
                  </TopLink>
                </li>
              ) : (
                <DropdownItem key={entry.id}>
                  <TopButton
                    type="button"
                    id={`${baseId}-${entry.id}-button`}
                    aria-expanded={openMenu === entry.id}
                    aria-controls={`${baseId}-${entry.id}-panel`}
                    $active={isCurrentEntry(entry, pathname)}
                    onClick={() => setOpenMenu((current) => (current === entry.id ? null : entry.id))}
                  >
                    {t(entry.label)}
                    <Chevron $open={openMenu === entry.id}>
                      <ChevronDownIcon size={16} />
                    </Chevron>
                  </TopButton>
                  <Panel id={`${baseId}-${entry.id}-panel`} hidden={openMenu !== entry.id} $wide={entry.id === 'barche'}>
                    {entry.items.map((item) => {
                      const current = isCurrentItem(item, pathname, hash);
                      return (
                        <li key={item.to}>
                          <PanelLink to={item.to} aria-current={current ? 'page' : undefined} $active={current} onClick={closeMenu}>
                            {labelText(item.label, t)}
                          </PanelLink>
                        </li>
                      );
                    })}
                  </Panel>
                </DropdownItem>
              ),
            )}
          </NavList>
        </DesktopNav>

        <CallLink href={telHref()}>
          <PhoneIcon size={18} />
          <span>{BUSINESS.phone}</span>
        </CallLink>

        <DesktopOnly>
          <LanguageSwitch />
        </DesktopOnly>

        <FavouritesMenu />

        <MenuButton type="button" onClick={() => setSheetOpen(true)} aria-haspopup="dialog" aria-expanded={sheetOpen}>
          <MenuIcon size={26} />
          <span className="visually-hidden">{t('layout.menu.open')}</span>
        </MenuButton>
      </Inner>
      <MobileMenu open={sheetOpen} onClose={() => setSheetOpen(false)} />
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
const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: block;
  }
`;
const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: 2px;
  list-style: none;
  margin: 0;
  padding: 0;
`;
const itemStyle = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 0;
  background: ${({ theme, $active }) => ($active ? theme.colors.seaLight : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.sea : theme.colors.navy)};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 150ms ease,
    color 150ms ease;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const TopLink = styled(LocalLink)<{ $active: boolean }>`
  ${itemStyle}
`;
const TopButton = styled.button<{ $active: boolean }>`
  ${itemStyle}
`;
const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transition: transform 150ms ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
`;
const DropdownItem = styled.li`
  position: relative;
`;
const Panel = styled.ul<{ $wide: boolean }>`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  min-width: ${({ $wide }) => ($wide ? '300px' : '210px')};
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;
const PanelLink = styled(LocalLink)<{ $active: boolean }>`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.sea : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.seaLight : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const CallLink = styled.a`
  display: none;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;

import { useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/theme.ts';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { PopoverList, popoverLink } from '../ui/popover-list.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { NAV, type NavEntry } from './navigation.ts';
import { NavItems } from './nav-items.tsx';
import { useNavLinks } from './use-nav-links.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

type Menu = Extract<NavEntry, { kind: 'menu' }>;

/**
 * The header's navigation on wide screens. The two dropdowns are disclosure buttons (the pattern
 * WAI-ARIA suggests for site navigation): one open at a time, a second click closes, Escape or a
 * click elsewhere closes. Until the page is taken over (and without JavaScript) each is a
 * <details>/<summary>, which the browser opens by itself (docs/public-pages.md#menus-without-javascript).
 */
export function DesktopNav() {
  const t = useT();
  const links = useNavLinks();
  const hydrated = useHydrated();
  const [openMenu, setOpenMenu] = useState<Menu['id'] | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const closeMenu = () => setOpenMenu(null);

  useDismiss(navRef, openMenu !== null, (how) => {
    const button = how === 'escape' ? document.getElementById(`${baseId}-${openMenu}-button`) : null;
    setOpenMenu(null);
    button?.focus();
  });

  return (
    <Nav ref={navRef} aria-label={t('layout.nav.label')}>
      <NavList>
        {NAV.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <TopLink {...links.entry(entry)} onClick={closeMenu}>
                {t(entry.label)}
              </TopLink>
            </li>
          ) : !hydrated ? (
            <PlainDropdown key={entry.id} menu={entry} />
          ) : (
            <Dropdown
              key={entry.id}
              menu={entry}
              baseId={baseId}
              open={openMenu === entry.id}
              onToggle={() => setOpenMenu((current) => (current === entry.id ? null : entry.id))}
              onNavigate={closeMenu}
            />
          ),
        )}
      </NavList>
    </Nav>
  );
}

/** One dropdown of the bar: its button and the panel of its links. */
function Dropdown({
  menu,
  baseId,
  open,
  onToggle,
  onNavigate,
}: {
  menu: Menu;
  baseId: string;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const links = useNavLinks();
  const t = useT();
  return (
    <DropdownItem>
      <TopButton
        type="button"
        id={`${baseId}-${menu.id}-button`}
        aria-expanded={open}
        aria-controls={`${baseId}-${menu.id}-panel`}
        $active={links.holds(menu)}
        onClick={onToggle}
      >
        {t(menu.label)}
        <Chevron $open={open}>
          <ChevronDownIcon size={16} />
        </Chevron>
      </TopButton>
      <Panel id={`${baseId}-${menu.id}-panel`} hidden={!open} $wide={menu.id === 'barche'}>
        <NavItems items={menu.items} Link={PanelLink} onNavigate={onNavigate} />
      </Panel>
    </DropdownItem>
  );
}

/** A dropdown as the server writes it: a native disclosure that opens with no script. */
function PlainDropdown({ menu }: { menu: Menu }) {
  const links = useNavLinks();
  const t = useT();
  return (
    <DropdownItem>
      {/* One name for both: the browser keeps one open at a time, as the buttons do. */}
      <Disclosure name="header-menus">
        <TopSummary $active={links.holds(menu)}>
          {t(menu.label)}
          <Chevron $open={false}>
            <ChevronDownIcon size={16} />
          </Chevron>
        </TopSummary>
        <Panel $wide={menu.id === 'barche'}>
          <NavItems items={menu.items} Link={PanelLink} onNavigate={() => {}} />
        </Panel>
      </Disclosure>
    </DropdownItem>
  );
}

const Nav = styled.nav`
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
const TopSummary = styled.summary<{ $active: boolean }>`
  ${itemStyle}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`;
const Disclosure = styled.details`
  &[open] > summary > span {
    transform: rotate(180deg);
  }
`;
const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transition: transform 150ms ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
`;
const DropdownItem = styled.li`
  position: relative;
`;
const Panel = styled(PopoverList)<{ $wide: boolean }>`
  left: 0;
  min-width: ${({ $wide }) => ($wide ? '300px' : '210px')};
`;
const PanelLink = styled(LocalLink)<{ $active: boolean }>`
  ${popoverLink}
`;

import styled from 'styled-components';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { NAV } from './navigation.ts';
import { NavItems } from './nav-items.tsx';
import { useNavLinks } from './use-nav-links.ts';
import { smallCaps } from '../ui/styles.ts';

/** The navigation in the small screens' sheet: every entry, each menu's links listed under its name. */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const links = useNavLinks();
  const t = useT();
  return (
    <nav aria-label={t('layout.nav.mobileLabel')}>
      <List>
        {NAV.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <Item {...links.entry(entry)} onClick={onNavigate}>
                {t(entry.label)}
              </Item>
            </li>
          ) : (
            <li key={entry.id}>
              <Group>{t(entry.label)}</Group>
              <SubList>
                <NavItems items={entry.items} Link={SubItem} onNavigate={onNavigate} />
              </SubList>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled(LocalLink)<{ $active: boolean }>`
  display: block;
  padding: 12px 8px;
  font-weight: 600;
  font-size: 1.05rem;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.sea : theme.colors.navy)};
  background: ${({ theme, $active }) => ($active ? theme.colors.seaLight : 'transparent')};
`;
const Group = styled.p`
  margin: 10px 0 2px;
  padding: 0 8px;
  ${smallCaps('0.8rem', '0.08em')}
  color: ${({ theme }) => theme.colors.muted};
`;
const SubList = styled.ul`
  list-style: none;
  margin: 0 0 4px;
  padding: 0 0 0 8px;
  border-left: 2px solid ${({ theme }) => theme.colors.seaLight};
`;
const SubItem = styled(LocalLink)<{ $active: boolean }>`
  display: block;
  padding: 9px 8px;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.sea : theme.colors.text)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  background: ${({ theme, $active }) => ($active ? theme.colors.seaLight : 'transparent')};
`;

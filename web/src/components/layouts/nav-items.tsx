import type { ComponentType, ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { labelText, type NavLinkItem } from './navigation.ts';
import { useNavLinks } from './use-nav-links.ts';

/** The props a menu's link gets (a styled LocalLink of the bar or of the sheet). */
interface ItemLinkProps {
  to: string;
  'aria-current'?: 'page';
  $active: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** The links of one menu (the boats, the destinations), each as `Link`, the page's own marked current. */
export function NavItems({
  items,
  Link,
  onNavigate,
}: {
  items: NavLinkItem[];
  Link: ComponentType<ItemLinkProps>;
  onNavigate: () => void;
}) {
  const links = useNavLinks();
  const t = useT();
  return items.map((item) => (
    <li key={item.to}>
      <Link {...links.item(item)} onClick={onNavigate}>
        {labelText(item.label, t)}
      </Link>
    </li>
  ));
}

import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preloadLang, useLang, useSamePageIn, useT } from '../../i18n/i18n.tsx';
import { hasEnglish, pathWithoutLang, type Lang } from '../../i18n/lang.ts';
import { iconButton } from '../ui/styles.ts';

/**
 * The language switch (docs/languages.md#the-switch): a link to the same page in the other language,
 * its query and fragment kept. Its name is the other language's own name ('English' on an Italian
 * page, 'Italiano' on an English one), marked with that language so a screen reader says it right;
 * the header shows the short code. Hovering or focusing it fetches the other language's words
 * ahead of the click. Not shown on the pages that exist in Italian only (sign-in, the back office).
 * On a customer's private page it keeps the token: '/richiesta/<token>' ⇄ '/en/request/<token>'.
 */
export function LanguageSwitch({ full = false, onNavigate }: { full?: boolean; onNavigate?: () => void }) {
  const lang = useLang();
  const other: Lang = lang === 'it' ? 'en' : 'it';
  const to = useSamePageIn(other);
  const { pathname } = useLocation();
  const t = useT();
  if (!hasEnglish(pathWithoutLang(pathname))) return null;
  const name = t(other === 'en' ? 'common.language.en' : 'common.language.it');
  const preload = () => void preloadLang(other);
  return (
    <SwitchLink
      to={to}
      lang={other}
      hrefLang={other}
      $full={full}
      data-language-switch=""
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={onNavigate}
    >
      {full ? (
        name
      ) : (
        <>
          <span aria-hidden="true">{other.toUpperCase()}</span>
          <span className="visually-hidden">{name}</span>
        </>
      )}
    </SwitchLink>
  );
}

const SwitchLink = styled(Link)<{ $full: boolean }>`
  ${iconButton}
  min-width: 48px;
  height: 48px;
  padding: 0 ${({ $full }) => ($full ? '16px' : '10px')};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 700;
  font-size: 0.9rem;
  letter-spacing: 0.04em;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
  /* The narrowest phones: room for the brand beside it. */
  @media (max-width: 359px) {
    min-width: 44px;
    height: 44px;
    padding: 0 ${({ $full }) => ($full ? '12px' : '6px')};
  }
`;

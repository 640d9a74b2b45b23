import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge.tsx';
import type { EditorLanguage } from '../logic/boat-translation.ts';

/**
 * 'Italiano / English' above the editor's sections (docs/back-office.md#boat-content-in-english):
 * English counts the texts still to translate; a language holding a refused field carries the red dot.
 */
export function LanguageSwitch({
  language,
  onSwitch,
  untranslated,
  refused,
}: {
  language: EditorLanguage;
  onSwitch: (language: EditorLanguage) => void;
  untranslated: number;
  refused: Record<EditorLanguage, boolean>;
}) {
  return (
    <Languages role="group" aria-label="Lingua dei testi">
      <LanguageButton type="button" aria-pressed={language === 'it'} onClick={() => language !== 'it' && onSwitch('it')}>
        Italiano
        {refused.it && <ErrorDot aria-label="da correggere" />}
      </LanguageButton>
      <LanguageButton type="button" lang="en" aria-pressed={language === 'en'} onClick={() => language !== 'en' && onSwitch('en')}>
        English
        {untranslated > 0 && (
          <Badge $variant="warning" lang="it" title="Testi non ancora tradotti in inglese">
            {untranslated} da tradurre
          </Badge>
        )}
        {refused.en && <ErrorDot aria-label="da correggere" />}
      </LanguageButton>
    </Languages>
  );
}

const Languages = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.seaLight};
`;
const LanguageButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.sea};
    box-shadow: 0 1px 3px rgba(11, 58, 91, 0.15);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
export const ErrorDot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  vertical-align: middle;
`;

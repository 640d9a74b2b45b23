import { useState, type FormEvent, type ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import styled from 'styled-components';
import { boatContentWithTranslationsInput, type AdminBoat } from '@nbp/contracts/http/catalogue';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { media } from '../../../theme/theme.ts';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { DiscardChangesDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { useUpdateBoatContent } from '../api/update-boat-content.ts';
import { SECTIONS, draftFromBoat, draftToInput, type BoatDraft, type DraftField, type Section } from '../logic/boat-draft.ts';
import {
  englishDraftFrom,
  englishToInput,
  sectionOfKey,
  sectionsIn,
  untranslatedFields,
  type EditorLanguage,
  type EnglishDraft,
  type EnglishErrorKey,
  type EnglishField,
} from '../logic/boat-translation.ts';
import { saveErrorMessage } from '../logic/save-error.ts';
import {
  BaseSection,
  ConditionsSection,
  EquipmentSection,
  ImagesSection,
  IncludedSection,
  SpecsSection,
  type SectionProps,
} from './editor-sections.tsx';
import { EnglishBaseSection, EnglishEquipmentSection, EnglishIncludedSection, type EnglishSectionProps } from './english-sections.tsx';

const SECTION_VIEWS: Record<(typeof SECTIONS)[number], (props: SectionProps) => ReactNode> = {
  Base: BaseSection,
  Specifiche: SpecsSection,
  Dotazioni: EquipmentSection,
  Condizioni: ConditionsSection,
  'Incluso/Escluso': IncludedSection,
  Immagini: ImagesSection,
};
const ENGLISH_VIEWS: Partial<Record<Section, (props: EnglishSectionProps) => ReactNode>> = {
  Base: EnglishBaseSection,
  Dotazioni: EnglishEquipmentSection,
  'Incluso/Escluso': EnglishIncludedSection,
};

type ErrorKey = DraftField | EnglishErrorKey;

/**
 * The inline editor of one boat: a copy of the boat, six sections (a select on a phone, tabs
 * from the large breakpoint), checked with the same contract the server uses before saving.
 * 'Italiano / English' switches between the Italian boat and its English texts
 * (docs/back-office.md#boat-content-in-english); one save sends both.
 */
export function BoatEditor({ boat, onClose }: { boat: AdminBoat; onClose: () => void }) {
  const { toast } = useToast();
  const save = useUpdateBoatContent();
  const [initial] = useState<BoatDraft>(() => draftFromBoat(boat));
  const [draft, setDraft] = useState<BoatDraft>(initial);
  const [initialEnglish] = useState<EnglishDraft>(() => englishDraftFrom(boat));
  const [english, setEnglishDraft] = useState<EnglishDraft>(initialEnglish);
  const [language, setLanguage] = useState<EditorLanguage>('it');
  // Unsaved changes ask before 'Annulla', a tab switch or leaving the page (docs/back-office.md#safe-changes),
  // in either language.
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial) || JSON.stringify(english) !== JSON.stringify(initialEnglish);
  useUnsavedChanges(dirty, { page: true });
  const [askingClose, setAskingClose] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const [section, setSection] = useState(0);
  const sections = sectionsIn(language);
  const missing = new Set<EnglishField>(untranslatedFields(draft, english));

  const set = <K extends DraftField>(field: K, value: BoatDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setEnglish = <K extends EnglishField>(field: K, value: EnglishDraft[K]) => {
    setEnglishDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [`en.${field}`]: undefined }));
  };
  /** Another language, on the same section when it has one. */
  const switchTo = (next: EditorLanguage, to?: Section) => {
    const target = to ?? sections[section] ?? 'Base';
    setLanguage(next);
    setSection(Math.max(0, sectionsIn(next).indexOf(target)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = boatContentWithTranslationsInput.safeParse({
      ...draftToInput(draft),
      translations: { en: englishToInput(english) },
    });
    if (!checked.success) {
      const keyOf = (path: readonly PropertyKey[]): ErrorKey =>
        path[0] === 'translations' ? (`en.${String(path[2] ?? 'description')}` as EnglishErrorKey) : (String(path[0]) as DraftField);
      const next: Partial<Record<ErrorKey, string>> = {};
      for (const issue of checked.error.issues) next[keyOf(issue.path)] ??= issue.message;
      setErrors(next);
      const first = checked.error.issues[0];
      const firstKey = keyOf(first?.path ?? []);
      switchTo(firstKey.startsWith('en.') ? 'en' : 'it', sectionOfKey(firstKey));
      toast({ title: 'Errore nel salvataggio', description: first?.message ?? 'Controlla i campi evidenziati.', variant: 'destructive' });
      return;
    }
    save.mutate(
      { id: boat.id, content: checked.data },
      {
        onSuccess: () => {
          toast({ title: 'Barca aggiornata', description: 'Le modifiche sono state salvate con successo.', variant: 'success' });
          onClose();
        },
        onError: (error) => toast({ title: 'Errore nel salvataggio', description: saveErrorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const sectionProps: SectionProps = { draft, errors, set };
  const englishProps: EnglishSectionProps = { draft, english, missing, errors, setEnglish };
  const failed = Object.entries(errors).filter(([, message]) => message);
  const englishFailed = failed.some(([key]) => key.startsWith('en.'));
  const sectionsWithErrors = new Set(
    failed.filter(([key]) => key.startsWith('en.') === (language === 'en')).map(([key]) => sectionOfKey(key)),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Modifica contenuto di ${boat.name}`}>
      <Languages role="group" aria-label="Lingua dei testi">
        <LanguageButton type="button" aria-pressed={language === 'it'} onClick={() => language !== 'it' && switchTo('it')}>
          Italiano
          {failed.some(([key]) => !key.startsWith('en.')) && <ErrorDot aria-label="da correggere" />}
        </LanguageButton>
        <LanguageButton type="button" lang="en" aria-pressed={language === 'en'} onClick={() => language !== 'en' && switchTo('en')}>
          English
          {missing.size > 0 && (
            <Badge $variant="warning" lang="it" title="Testi non ancora tradotti in inglese">
              {missing.size} da tradurre
            </Badge>
          )}
          {englishFailed && <ErrorDot aria-label="da correggere" />}
        </LanguageButton>
      </Languages>
      {language === 'en' && (
        <EnglishNote>
          Stai modificando i testi in inglese del sito. I testi lasciati vuoti appaiono in italiano sulle pagine inglesi.
        </EnglishNote>
      )}
      <TabGroup key={language} selectedIndex={section} onChange={setSection}>
        <SmallOnly>
          <SelectField label="Sezione" value={String(section)} onChange={(event) => setSection(Number(event.target.value))}>
            {sections.map((name, index) => (
              <option key={name} value={index}>
                {sectionsWithErrors.has(name) ? `${name} (da correggere)` : name}
              </option>
            ))}
          </SelectField>
        </SmallOnly>
        <Sections aria-label="Sezioni del contenuto">
          {sections.map((name) => (
            <SectionTab key={name}>
              {name}
              {sectionsWithErrors.has(name) && <ErrorDot aria-label="da correggere" />}
            </SectionTab>
          ))}
        </Sections>
        <TabPanels>
          {sections.map((name) => {
            const English = ENGLISH_VIEWS[name];
            const View = SECTION_VIEWS[name];
            return <Panel key={name}>{language === 'en' && English ? <English {...englishProps} /> : <View {...sectionProps} />}</Panel>;
          })}
        </TabPanels>
      </TabGroup>
      <FormActions>
        <Button type="button" $variant="outline" onClick={() => (dirty ? setAskingClose(true) : onClose())} disabled={save.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvataggio...' : 'Salva modifiche'}
        </Button>
      </FormActions>
      <DiscardChangesDialog open={askingClose} onStay={() => setAskingClose(false)} onDiscard={onClose} />
    </Form>
  );
}

const Form = styled.form`
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
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
const EnglishNote = styled.p`
  margin: 0 0 16px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const SmallOnly = styled.div`
  ${media.lg} {
    display: none;
  }
`;
const Sections = styled(TabList)`
  display: none;
  ${media.lg} {
    display: flex;
    gap: 4px;
    margin-bottom: 20px;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
`;
const SectionTab = styled(Tab)`
  position: relative;
  border: 0;
  background: transparent;
  padding: 10px 16px;
  min-height: 44px;
  margin-bottom: -2px;
  border-bottom: 2px solid transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[data-hover] {
    color: ${({ theme }) => theme.colors.navy};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.sea};
    border-bottom-color: ${({ theme }) => theme.colors.sea};
  }
`;
const ErrorDot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  vertical-align: middle;
`;
const Panel = styled(TabPanel)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

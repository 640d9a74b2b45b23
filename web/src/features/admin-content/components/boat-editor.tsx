import { useState, type FormEvent, type ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import styled from 'styled-components';
import { boatContentInput, type Boat } from '@nbp/contracts/http/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { media } from '../../../theme/theme.ts';
import { FormActions } from '../../../components/admin/form-layout.tsx';
import { DiscardChangesDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { useUpdateBoatContent } from '../api/update-boat-content.ts';
import { SECTIONS, draftFromBoat, draftToInput, sectionOf, type BoatDraft, type DraftField } from '../logic/boat-draft.ts';
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

const SECTION_VIEWS: Record<(typeof SECTIONS)[number], (props: SectionProps) => ReactNode> = {
  Base: BaseSection,
  Specifiche: SpecsSection,
  Dotazioni: EquipmentSection,
  Condizioni: ConditionsSection,
  'Incluso/Escluso': IncludedSection,
  Immagini: ImagesSection,
};

/**
 * The inline editor of one boat: a copy of the boat, six sections (a select on a phone, tabs
 * from the large breakpoint), checked with the same contract the server uses before saving.
 */
export function BoatEditor({ boat, onClose }: { boat: Boat; onClose: () => void }) {
  const { toast } = useToast();
  const save = useUpdateBoatContent();
  const [initial] = useState<BoatDraft>(() => draftFromBoat(boat));
  const [draft, setDraft] = useState<BoatDraft>(initial);
  // Unsaved changes ask before 'Annulla', a tab switch or leaving the page (docs/back-office.md#safe-changes).
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChanges(dirty, { page: true });
  const [askingClose, setAskingClose] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [section, setSection] = useState(0);

  const set = <K extends DraftField>(field: K, value: BoatDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = boatContentInput.safeParse(draftToInput(draft));
    if (!checked.success) {
      const next: Partial<Record<DraftField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as DraftField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = checked.error.issues[0];
      setSection(SECTIONS.indexOf(sectionOf(String(first?.path[0] ?? ''))));
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
  const sectionsWithErrors = new Set(
    Object.entries(errors)
      .filter(([, message]) => message)
      .map(([field]) => sectionOf(field)),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Modifica contenuto di ${boat.name}`}>
      <TabGroup selectedIndex={section} onChange={setSection}>
        <SmallOnly>
          <SelectField label="Sezione" value={String(section)} onChange={(event) => setSection(Number(event.target.value))}>
            {SECTIONS.map((name, index) => (
              <option key={name} value={index}>
                {sectionsWithErrors.has(name) ? `${name} (da correggere)` : name}
              </option>
            ))}
          </SelectField>
        </SmallOnly>
        <Sections aria-label="Sezioni del contenuto">
          {SECTIONS.map((name) => (
            <SectionTab key={name}>
              {name}
              {sectionsWithErrors.has(name) && <ErrorDot aria-label="da correggere" />}
            </SectionTab>
          ))}
        </Sections>
        <TabPanels>
          {SECTIONS.map((name) => {
            const View = SECTION_VIEWS[name];
            return (
              <Panel key={name}>
                <View {...sectionProps} />
              </Panel>
            );
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

import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminBoat, BoatContentWithTranslations } from '@nbp/contracts/http/catalogue';
import { useToast } from '../../../components/ui/toast.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { DialogButtons } from '../../../components/admin/form-layout.tsx';
import { DiscardChangesDialog, useUnsavedChanges } from '../../../components/admin/unsaved-changes.tsx';
import { firstError, useContractForm } from '../../../lib/contract-form.ts';
import { useUpdateBoatContent } from '../api/update-boat-content.ts';
import type { Section } from '../logic/boat-draft.ts';
import {
  boatForm,
  boatFormFrom,
  errorKeyOf,
  refusedKeys,
  sectionOfKey,
  sectionsIn,
  untranslatedFields,
  type BoatForm,
  type EditorLanguage,
} from '../logic/boat-translation.ts';
import { saveErrorMessage } from '../logic/save-error.ts';
import { BaseSection, ConditionsSection, ImagesSection, SpecsSection, type SectionProps } from './editor-sections.tsx';
import { EnglishBaseSection } from './english-sections.tsx';
import { EnglishEquipmentSection, EnglishIncludedSection, EquipmentSection, IncludedSection } from './list-sections.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SectionTabs } from './section-tabs.tsx';

const SECTION_VIEWS: Record<Section, (props: SectionProps) => ReactNode> = {
  Base: BaseSection,
  Specifiche: SpecsSection,
  Dotazioni: EquipmentSection,
  Condizioni: ConditionsSection,
  'Incluso/Escluso': IncludedSection,
  Immagini: ImagesSection,
};
const ENGLISH_VIEWS: Partial<Record<Section, (props: SectionProps) => ReactNode>> = {
  Base: EnglishBaseSection,
  Dotazioni: EnglishEquipmentSection,
  'Incluso/Escluso': EnglishIncludedSection,
};

/**
 * The inline editor of one boat: a copy of the boat, six sections, checked with the same contract
 * the server uses before saving. 'Italiano / English' switches between the Italian boat and its
 * English texts (docs/back-office.md#boat-content-in-english); one save sends both.
 */
export function BoatEditor({ boat, onClose }: { boat: AdminBoat; onClose: () => void }) {
  const { toast } = useToast();
  const save = useUpdateBoatContent();
  const [initial] = useState(() => boatFormFrom(boat));
  const form = useContractForm<BoatForm, BoatContentWithTranslations>(boatForm, initial);
  const values = useWatch({ control: form.control }) as BoatForm;
  const [language, setLanguage] = useState<EditorLanguage>('it');
  const [section, setSection] = useState(0);
  // Unsaved changes, in either language, ask before 'Annulla', a tab switch or leaving the page (docs/back-office.md#safe-changes).
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty, { page: true });
  const [askingClose, setAskingClose] = useState(false);
  const sections = sectionsIn(language);
  const missing = new Set(untranslatedFields(values, values.translations.en));
  const refused = refusedKeys(form.formState.errors);
  const sectionProps: SectionProps = { form, values, missing };

  /** Another language, on the same section when it has one. */
  const switchTo = (next: EditorLanguage, to?: Section) => {
    const target = to ?? sections[section] ?? 'Base';
    setLanguage(next);
    setSection(Math.max(0, sectionsIn(next).indexOf(target)));
  };

  const onSubmit = form.handleSubmit(
    (content) =>
      save.mutate(
        { id: boat.id, content },
        {
          onSuccess: () => {
            toast({ title: 'Barca aggiornata', description: 'Le modifiche sono state salvate con successo.', variant: 'success' });
            onClose();
          },
          onError: (error) => toast({ title: 'Errore nel salvataggio', description: saveErrorMessage(error), variant: 'destructive' }),
        },
      ),
    // The first refused field is opened, in its language and section.
    (errors) => {
      const first = firstError(errors);
      const key = errorKeyOf(first?.path ?? []);
      switchTo(key.startsWith('en.') ? 'en' : 'it', sectionOfKey(key));
      toast({ title: 'Errore nel salvataggio', description: first?.message ?? 'Controlla i campi evidenziati.', variant: 'destructive' });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Modifica contenuto di ${boat.name}`}>
      <LanguageSwitch
        language={language}
        onSwitch={switchTo}
        untranslated={missing.size}
        refused={{ it: refused.some((key) => !key.startsWith('en.')), en: refused.some((key) => key.startsWith('en.')) }}
      />
      {language === 'en' && (
        <Text $margin="0 0 16px" $size="0.92rem" $tone="muted">
          Stai modificando i testi in inglese del sito. I testi lasciati vuoti appaiono in italiano sulle pagine inglesi.
        </Text>
      )}
      <SectionTabs
        key={language}
        sections={sections}
        selected={section}
        onSelect={setSection}
        refused={new Set(refused.filter((key) => key.startsWith('en.') === (language === 'en')).map(sectionOfKey))}
      >
        {(name) => {
          const View = (language === 'en' && ENGLISH_VIEWS[name]) || SECTION_VIEWS[name];
          return <View {...sectionProps} />;
        }}
      </SectionTabs>
      <DialogButtons
        busy={save.isPending}
        onCancel={() => (dirty ? setAskingClose(true) : onClose())}
        label="Salva modifiche"
        busyLabel="Salvataggio..."
      />
      <DiscardChangesDialog open={askingClose} onStay={() => setAskingClose(false)} onDiscard={onClose} />
    </form>
  );
}

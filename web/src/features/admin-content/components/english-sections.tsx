import styled from 'styled-components';
import { ToTranslate } from '../../../components/admin/to-translate.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import type { BoatDraft, ListField } from '../logic/boat-draft.ts';
import type { EnglishDraft, EnglishErrorKey, EnglishField } from '../logic/boat-translation.ts';
import { ListFieldEditor } from './list-field-editor.tsx';

/**
 * The English side of the content editor (docs/back-office.md#boat-content-in-english): the English
 * version of each translatable text, the Italian one under it for reference, and 'Da tradurre' on
 * each text still to translate. The other fields are shared and stay in the Italian editor.
 */
export interface EnglishSectionProps {
  draft: BoatDraft;
  english: EnglishDraft;
  missing: ReadonlySet<EnglishField>;
  errors: Partial<Record<EnglishErrorKey, string>>;
  setEnglish: <K extends EnglishField>(field: K, value: EnglishDraft[K]) => void;
}

function text(props: EnglishSectionProps, field: 'description' | 'detailedDescription', label: string, rows: number) {
  const italian = props.draft[field].trim();
  return (
    <div>
      <TextAreaField
        label={
          <>
            {label} {props.missing.has(field) && <ToTranslate />}
          </>
        }
        rows={rows}
        lang="en"
        value={props.english[field]}
        onChange={(event) => props.setEnglish(field, event.target.value)}
        error={props.errors[`en.${field}`]}
      />
      <Reference>
        <strong>Testo italiano:</strong> {italian || '—'}
      </Reference>
    </div>
  );
}

function list(props: EnglishSectionProps, field: ListField, label: string) {
  const italian = props.draft[field];
  return (
    <ListFieldEditor
      label={label}
      items={props.english[field]}
      onChange={(items) => props.setEnglish(field, items)}
      error={props.errors[`en.${field}`]}
      placeholder="Nuova voce in inglese, poi Invio"
      badge={props.missing.has(field) ? <ToTranslate /> : undefined}
      note={
        <ListReference>
          <strong>In italiano:</strong> {italian.length ? italian.join(' · ') : '—'}
        </ListReference>
      }
    />
  );
}

export function EnglishBaseSection(props: EnglishSectionProps) {
  return (
    <>
      <Shared role="note">
        Nome ({props.draft.name}), modello, dati tecnici, condizioni e immagini sono gli stessi in entrambe le lingue: si modificano nella
        versione italiana.
      </Shared>
      {text(props, 'description', 'Descrizione (inglese)', 3)}
      {text(props, 'detailedDescription', 'Descrizione dettagliata (inglese)', 6)}
    </>
  );
}

export function EnglishEquipmentSection(props: EnglishSectionProps) {
  return (
    <Columns>
      {list(props, 'features', 'Caratteristiche (inglese)')}
      {list(props, 'comfortFeatures', 'Comfort (inglese)')}
      {list(props, 'navigationFeatures', 'Navigazione (inglese)')}
      {list(props, 'safetyFeatures', 'Sicurezza (inglese)')}
    </Columns>
  );
}

export function EnglishIncludedSection(props: EnglishSectionProps) {
  return (
    <Columns>
      {list(props, 'includedItems', 'Il prezzo include (inglese)')}
      {list(props, 'excludedItems', 'Il prezzo non include (inglese)')}
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 0 20px;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Reference = styled.p`
  margin: -8px 0 16px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const ListReference = styled(Reference)`
  margin: 8px 0 0;
`;
const Shared = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seaLight};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 0.92rem;
`;

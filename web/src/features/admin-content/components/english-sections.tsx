import styled from 'styled-components';
import { ToTranslate } from '../../../components/admin/to-translate.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import type { ListField } from '../logic/boat-draft.ts';
import type { SectionProps } from './editor-sections.tsx';
import { FormListField } from './list-field-editor.tsx';

/*
 * The English side of the content editor (docs/back-office.md#boat-content-in-english): the English
 * version of each translatable text, the Italian one under it for reference, and 'Da tradurre' on
 * each text still to translate. The other fields are shared and stay in the Italian editor.
 */

function text({ form, values, missing }: SectionProps, field: 'description' | 'detailedDescription', label: string, rows: number) {
  const italian = values[field].trim();
  return (
    <div>
      <TextAreaField
        label={
          <>
            {label} {missing.has(field) && <ToTranslate />}
          </>
        }
        rows={rows}
        lang="en"
        {...form.bind(`translations.en.${field}`)}
      />
      <Reference>
        <strong>Testo italiano:</strong> {italian || '—'}
      </Reference>
    </div>
  );
}

function list({ form, values, missing }: SectionProps, field: ListField, label: string) {
  const italian = values[field];
  return (
    <FormListField
      label={label}
      form={form}
      name={`translations.en.${field}`}
      placeholder="Nuova voce in inglese, poi Invio"
      badge={missing.has(field) ? <ToTranslate /> : undefined}
      note={
        <ListReference>
          <strong>In italiano:</strong> {italian.length ? italian.join(' · ') : '—'}
        </ListReference>
      }
    />
  );
}

export function EnglishBaseSection(props: SectionProps) {
  return (
    <>
      <Shared role="note">
        Nome ({props.values.name}), modello, dati tecnici, condizioni e immagini sono gli stessi in entrambe le lingue: si modificano nella
        versione italiana.
      </Shared>
      {text(props, 'description', 'Descrizione (inglese)', 3)}
      {text(props, 'detailedDescription', 'Descrizione dettagliata (inglese)', 6)}
    </>
  );
}

export function EnglishEquipmentSection(props: SectionProps) {
  return (
    <Columns>
      {list(props, 'features', 'Caratteristiche (inglese)')}
      {list(props, 'comfortFeatures', 'Comfort (inglese)')}
      {list(props, 'navigationFeatures', 'Navigazione (inglese)')}
      {list(props, 'safetyFeatures', 'Sicurezza (inglese)')}
    </Columns>
  );
}

export function EnglishIncludedSection(props: SectionProps) {
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

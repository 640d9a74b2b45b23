import styled from 'styled-components';
import { ToTranslate } from '../../../components/admin/to-translate.tsx';
import { Notice } from '../../../components/admin/layout.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import type { SectionProps } from './editor-sections.tsx';

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

export function EnglishBaseSection(props: SectionProps) {
  return (
    <>
      <Notice $tone="info" $small role="note">
        Nome ({props.values.name}), modello, dati tecnici, condizioni e immagini sono gli stessi in entrambe le lingue: si modificano nella
        versione italiana.
      </Notice>
      {text(props, 'description', 'Descrizione (inglese)', 3)}
      {text(props, 'detailedDescription', 'Descrizione dettagliata (inglese)', 6)}
    </>
  );
}

const Reference = styled.p`
  margin: -8px 0 16px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

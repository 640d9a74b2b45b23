import styled from 'styled-components';
import { ToTranslate } from '../../../components/admin/to-translate.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { media } from '../../../theme/theme.ts';
import type { ListField } from '../logic/boat-draft.ts';
import type { SectionProps } from './editor-sections.tsx';
import { FormListField } from './list-field-editor.tsx';

const LABELS: Record<ListField, string> = {
  features: 'Caratteristiche',
  comfortFeatures: 'Comfort',
  navigationFeatures: 'Navigazione',
  safetyFeatures: 'Sicurezza',
  includedItems: 'Il prezzo include',
  excludedItems: 'Il prezzo non include',
};

/**
 * The lists of a section side by side. In English (docs/back-office.md#boat-content-in-english) each
 * is the English list, 'Da tradurre' while it is empty and the Italian one has entries, which are
 * shown under it for reference.
 */
function ListsSection({ form, values, missing, fields, english = false }: SectionProps & { fields: ListField[]; english?: boolean }) {
  return (
    <Columns>
      {fields.map((field) =>
        english ? (
          <FormListField
            key={field}
            label={`${LABELS[field]} (inglese)`}
            form={form}
            name={`translations.en.${field}`}
            placeholder="Nuova voce in inglese, poi Invio"
            badge={missing.has(field) ? <ToTranslate /> : undefined}
            note={
              <Text $margin="8px 0 0" $size="0.85rem" $tone="muted" $wrap>
                <strong>In italiano:</strong> {values[field].length ? values[field].join(' · ') : '—'}
              </Text>
            }
          />
        ) : (
          <FormListField key={field} label={LABELS[field]} form={form} name={field} />
        ),
      )}
    </Columns>
  );
}

const EQUIPMENT: ListField[] = ['features', 'comfortFeatures', 'navigationFeatures', 'safetyFeatures'];
const INCLUDED: ListField[] = ['includedItems', 'excludedItems'];

export const EquipmentSection = (props: SectionProps) => <ListsSection {...props} fields={EQUIPMENT} />;
export const IncludedSection = (props: SectionProps) => <ListsSection {...props} fields={INCLUDED} />;
export const EnglishEquipmentSection = (props: SectionProps) => <ListsSection {...props} fields={EQUIPMENT} english />;
export const EnglishIncludedSection = (props: SectionProps) => <ListsSection {...props} fields={INCLUDED} english />;

const Columns = styled.div`
  display: grid;
  gap: 0 20px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

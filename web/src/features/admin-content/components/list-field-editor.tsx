import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/field.tsx';
import { PlusIcon, XIcon } from '../../../components/ui/icons.tsx';
import { Text } from '../../../components/admin/text.tsx';
import { messageAt } from '../../../lib/contract-form.ts';
import type { ListField } from '../logic/boat-draft.ts';
import { addListItem, removeListItem } from '../logic/list-field.ts';
import type { BoatEditorForm } from './editor-sections.tsx';

interface Props {
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  error?: string;
  /** Shown beside the label and the count (the English editor's 'Da tradurre'). */
  badge?: ReactNode;
  /** Shown under the entries (the English editor: the Italian entries, for reference). */
  note?: ReactNode;
}

/** A list of the editor's form, Italian or English: a change marks the form changed and clears the list's message. */
export function FormListField({
  form,
  name,
  ...props
}: { form: BoatEditorForm; name: ListField | `translations.en.${ListField}` } & Omit<Props, 'value' | 'onChange' | 'error'>) {
  const value = useWatch({ control: form.control, name });
  return (
    <ListFieldEditor
      {...props}
      value={value}
      error={messageAt(form.formState.errors, name)}
      onChange={(items) => {
        form.setValue(name, items, { shouldDirty: true });
        form.clearErrors(name);
      }}
    />
  );
}

/** A list of short texts: type and press Enter (or Aggiungi) to add; each entry has its own remove button. */
export function ListFieldEditor({ label, value: items, onChange, placeholder, error, badge, note }: Props) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const add = () => {
    const next = addListItem(items, entry);
    if (next !== items) onChange(next);
    setEntry('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the whole editor.
    event.preventDefault();
    add();
  };
  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <LabelRow>
        <Label id={`${id}-label`} htmlFor={`${id}-input`}>
          {label}
        </Label>
        <Text as="span" $size="0.85rem" $weight={400} $tone="muted">
          ({items.length} {items.length === 1 ? 'voce' : 'voci'})
        </Text>
        {badge}
      </LabelRow>
      <AddRow>
        <Input
          id={`${id}-input`}
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder ?? 'Nuova voce, poi Invio'}
          aria-describedby={error ? `${id}-error` : undefined}
          $invalid={!!error}
        />
        <Button type="button" $variant="secondary" onClick={add} aria-label={`Aggiungi a ${label}`}>
          <PlusIcon />
          <span className="label">Aggiungi</span>
        </Button>
      </AddRow>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      {items.length === 0 ? (
        <Empty>Nessuna voce.</Empty>
      ) : (
        <Items aria-label={`Voci: ${label}`}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>
              <span>{item}</span>
              <Remove type="button" onClick={() => onChange(removeListItem(items, index))} aria-label={`Rimuovi "${item}"`}>
                <XIcon size={16} />
              </Remove>
            </li>
          ))}
        </Items>
      )}
      {note}
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-bottom: 20px;
`;
const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;
  label {
    margin-bottom: 6px;
  }
`;
const AddRow = styled.div`
  display: flex;
  gap: 8px;
  .label {
    display: none;
  }
  @media (min-width: 480px) {
    .label {
      display: inline;
    }
  }
`;
const Empty = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Items = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 4px;
  max-height: 220px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fafcfd;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 4px 4px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  li:nth-child(odd) {
    background: ${({ theme }) => theme.colors.white};
  }
  li span {
    overflow-wrap: anywhere;
  }
`;
const Remove = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.dangerBg};
  }
`;

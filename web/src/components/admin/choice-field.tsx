import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { SelectField } from '../ui/field.tsx';

export interface Choice {
  value: string;
  label: ReactNode;
}

/** A labelled select of `choices`, after a first `none` choice ('Tutte le barche', 'Seleziona un periodo') when given. */
export function ChoiceField({
  label,
  choices,
  none,
  error,
  ...props
}: {
  label: ReactNode;
  choices: readonly Choice[];
  none?: Choice;
  error?: string;
} & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <SelectField label={label} error={error} {...props}>
      {none && <option value={none.value}>{none.label}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Things with an id and a name (boats, periods, administrators) as choices. */
export const namedChoices = (items: readonly { id: number | string; name: string }[]): Choice[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

import { useEffect, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { dayFromTyped } from '@nbp/contracts/days';
import { slashItalianDate } from '@nbp/contracts/format';
import { TextField } from '../ui/field.tsx';

/** What the field shows for a day held as 'AAAA-MM-GG' (anything else as it was typed). */
const shown = (value: string) => (dayFromTyped(value) === value ? slashItalianDate(value) : value);

export const DAY_FORMAT_HINT = 'gg/mm/aaaa';
const NOT_A_DAY = `Data non valida: scrivila come ${DAY_FORMAT_HINT}`;

interface DayInputProps {
  label: string;
  /** The day as 'AAAA-MM-GG', '' for none, or the text typed while it is no day. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * A date field of the back office (docs/back-office.md#dates): it reads and shows 'gg/mm/aaaa'
 * whatever the computer's language (a browser's own date field follows it: 'mm/dd/yyyy' in an
 * English Chromium), and gives its form the day as 'AAAA-MM-GG', the contracts' format. What is not
 * a day yet goes to the form as typed, so its check refuses it, and the field says how to write it.
 */
export function DayInput({ label, value, onChange, onBlur, error, hint, disabled, required, name }: DayInputProps) {
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, a day picked elsewhere) replaces what the field shows.
  useEffect(() => {
    setText((current) => ((dayFromTyped(current) ?? current) === value ? current : shown(value)));
  }, [value]);
  const typedWrong = text.trim() !== '' && dayFromTyped(text) === null;
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder={DAY_FORMAT_HINT}
      aria-required={required || undefined}
      disabled={disabled}
      value={text}
      error={error && typedWrong ? NOT_A_DAY : error}
      hint={hint}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (dayFromTyped(typed) ?? typed));
      }}
      onBlur={() => {
        const day = dayFromTyped(text);
        if (day) setText(slashItalianDate(day));
        onBlur?.();
      }}
    />
  );
}

/** DayInput bound to a field of a react-hook-form form (lib/contract-form.ts), its message included. */
export function DayFormField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Omit<DayInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { control: Control<Values>; name: Path<Values> }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DayInput
      {...props}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

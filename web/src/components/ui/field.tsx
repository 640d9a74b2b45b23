import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { useFieldMessage } from '../../i18n/field-message.ts';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  &:disabled {
    background: #f3f6f8;
    cursor: not-allowed;
  }
`;
export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 110px;
  resize: vertical;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.95rem;
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.navy};
`;
export const FieldError = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Wrap = styled.div`
  margin-bottom: 16px;
`;

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** What a control gets from its field: its id, whether it is wrong and, if so, what describes it. */
interface ControlProps {
  id: string;
  $invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled control: the label above it, then the hint or the error, announced. The control gets
 * its id (the caller's, or a new one) and its error, in the page's language (a shared schema's
 * Italian message is shown in English on an English page, i18n/field-message.ts), tied to it with
 * aria-describedby unless `describe` is false.
 */
function LabelledField({
  id,
  label,
  error: given,
  hint,
  describe = true,
  control,
}: FieldProps & { id?: string; describe?: boolean; control: (props: ControlProps) => ReactNode }) {
  const auto = useId();
  const inputId = id ?? auto;
  const error = useFieldMessage()(given);
  const errorId = describe && error ? `${inputId}-error` : undefined;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      {control({ id: inputId, $invalid: !!error, 'aria-invalid': !!error, ...(describe ? { 'aria-describedby': errorId } : {}) })}
      {hint && !error && <Hint>{hint}</Hint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Wrap>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, id, ...props },
  ref,
) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint} control={(control) => <Input ref={ref} {...control} {...props} />} />
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, id, ...props }, ref) {
    return <LabelledField id={id} label={label} error={error} control={(control) => <Textarea ref={ref} {...control} {...props} />} />;
  },
);

/** A labelled select; its error is announced but not tied to it. */
export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, error, id, children, ...props },
  ref,
) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      describe={false}
      control={(control) => (
        <Select ref={ref} {...control} {...props}>
          {children}
        </Select>
      )}
    />
  );
});

const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

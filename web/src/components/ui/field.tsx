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

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. The error is
 * shown in the page's language (a shared schema's Italian message is shown in English on an English
 * page, i18n/field-message.ts).
 */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error: given, hint, id, ...props },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const error = useFieldMessage()(given);
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        $invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      {hint && !error && <Hint>{hint}</Hint>}
      {error && (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Wrap>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error: given, id, ...props }, ref) {
    const auto = useId();
    const inputId = id ?? auto;
    const error = useFieldMessage()(given);
    return (
      <Wrap>
        <Label htmlFor={inputId}>{label}</Label>
        <Textarea
          ref={ref}
          id={inputId}
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...props}
        />
        {error && (
          <FieldError id={`${inputId}-error`} role="alert">
            {error}
          </FieldError>
        )}
      </Wrap>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, error: given, id, children, ...props },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const error = useFieldMessage()(given);
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Select ref={ref} id={inputId} $invalid={!!error} aria-invalid={!!error} {...props}>
        {children}
      </Select>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Wrap>
  );
});

const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

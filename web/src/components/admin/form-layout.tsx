import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/theme.ts';
import { Button } from '../ui/button.tsx';

/** Form fields in one column on a phone, two from the small breakpoint up. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 16px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  & > .full {
    grid-column: 1 / -1;
  }
`;

/** The buttons at the foot of a dialog or form: full width and stacked on a phone. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 8px;
  margin-top: 8px;
  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/**
 * The foot of a dialog's form: 'Annulla' (the guarded close, docs/back-office.md#safe-changes) and the
 * submit button, which says `busyLabel` while the form is sent; both are disabled meanwhile.
 */
export function DialogButtons({
  busy,
  onCancel,
  label,
  busyLabel,
  danger,
}: {
  busy: boolean;
  onCancel: () => void;
  label: ReactNode;
  busyLabel: ReactNode;
  danger?: boolean;
}) {
  return (
    <FormActions>
      <Button type="button" $variant="outline" onClick={onCancel} disabled={busy}>
        Annulla
      </Button>
      <Button type="submit" $variant={danger ? 'danger' : 'primary'} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </FormActions>
  );
}

/** A labelled checkbox with a 44px touch target. */
export function CheckboxField({
  label,
  hint,
  ...props
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <CheckWrap>
      <input type="checkbox" id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && <CheckHint id={`${id}-hint`}>{hint}</CheckHint>}
      </div>
    </CheckWrap>
  );
}

const CheckWrap = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  margin-bottom: 12px;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.sea};
    flex: none;
  }
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;
  }
`;
const CheckHint = styled.p`
  margin: 2px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A round icon-only button; the caller must give it an aria-label. */
export const IconButton = styled.button<{ $tone?: 'default' | 'danger' }>`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.navy)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerBg : theme.colors.seaLight)};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

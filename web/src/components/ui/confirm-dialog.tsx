import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { FormActions } from '../admin/form-layout.tsx';

/**
 * A question with two answers, in the site's own dialog instead of the browser's confirm(): Escape,
 * the × and a click outside all mean "no". Rendered inside another dialog it stacks above it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What else the question shows, between its text and its answers (a tick box). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      {text && <p style={{ marginTop: 0 }}>{text}</p>}
      {children}
      <FormActions>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </FormActions>
    </Dialog>
  );
}

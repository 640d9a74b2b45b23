import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * A small button whose action is asked first in the site's dialog ('Elimina' a feed, 'Genera nuovo
 * link'): the dialog's danger answer closes it and runs `onConfirm`; any other answer does nothing.
 */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  variant = 'outline',
  disabled,
  busy,
  name,
}: {
  question: { title: string; text: string; confirmLabel: string };
  onConfirm: () => void;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Said to assistive technology while the action runs. */
  busy?: boolean;
  /** The button's accessible name, with what it acts on. */
  name?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        type="button"
        $size="sm"
        $variant={variant}
        onClick={() => setAsking(true)}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={name}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={asking}
        title={question.title}
        text={question.text}
        confirmLabel={question.confirmLabel}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}

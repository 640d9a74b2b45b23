import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../ui/button.tsx';

interface Props {
  /** What the button says, after its icon. */
  children: ReactNode;
  onClick: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** The full name for screen readers, with the item it acts on ("Archivia la richiesta di …"). */
  name?: string;
}

/** The small button of an item in a back-office list: one look for every card, row and toolbar action. */
export function ItemAction({ children, onClick, variant = 'outline', disabled, name }: Props) {
  return (
    <Button type="button" $variant={variant} $size="sm" onClick={onClick} disabled={disabled} aria-label={name}>
      {children}
    </Button>
  );
}

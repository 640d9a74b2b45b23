import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';

interface Guard {
  /** The form inside says whether it holds typed changes not yet saved. */
  setDirty: (dirty: boolean) => void;
  /** Close as the × would: asks first when there are unsaved changes. For the form's own 'Annulla'. */
  requestClose: () => void;
}

const GuardContext = createContext<Guard | null>(null);

/** Forms outside a dialog (the boat content editor) holding unsaved changes right now. */
const pageEdits = new Set<symbol>();

/** Whether a form on the page holds unsaved changes: the admin tabs ask before switching away. */
export function hasUnsavedPageEdits(): boolean {
  return pageEdits.size > 0;
}

export const DISCARD_TITLE = 'Modifiche non salvate';
export const DISCARD_TEXT = 'Hai modificato dei campi. Chiudere senza salvare? Le modifiche andranno perse.';

/**
 * A dialog holding a form (docs/back-office.md#safe-changes): closing it with Escape, the ×, a click
 * outside or the form's 'Annulla' asks 'Chiudere senza salvare?' when the form reports typed changes
 * (`useUnsavedChanges`); a save closes it through `onClose` directly, without asking.
 */
export function GuardedDialog({
  open,
  onClose,
  title,
  wide,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!open) {
      dirty.current = false;
      setAsking(false);
    }
  }, [open]);
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const guard = useMemo<Guard>(
    () => ({
      setDirty: (value) => {
        dirty.current = value;
      },
      requestClose,
    }),
    [requestClose],
  );
  return (
    <GuardContext.Provider value={guard}>
      <Dialog open={open} onClose={requestClose} title={title} wide={wide}>
        {children}
        <DiscardChangesDialog
          open={asking}
          onStay={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            dirty.current = false;
            onClose();
          }}
        />
      </Dialog>
    </GuardContext.Provider>
  );
}

/**
 * Reports a form's unsaved changes to the GuardedDialog around it and returns the guarded close.
 * With `{ page: true }` (a form not in a dialog, e.g. the boat content editor) the changes also make
 * the browser ask before leaving or reloading the page, and the admin tabs ask before switching
 * away (`hasUnsavedPageEdits`).
 */
export function useUnsavedChanges(dirty: boolean, options: { page?: boolean } = {}): () => void {
  const guard = useContext(GuardContext);
  const [id] = useState(() => Symbol('edit'));
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.setDirty(false), [guard]);
  useEffect(() => {
    if (!options.page || !dirty) return;
    pageEdits.add(id);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      pageEdits.delete(id);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [options.page, dirty, id]);
  return guard?.requestClose ?? noop;
}

const noop = () => {};

/** The question a guarded form asks before dropping its changes, for forms not in a GuardedDialog. */
export function DiscardChangesDialog({ open, onStay, onDiscard }: { open: boolean; onStay: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={DISCARD_TITLE}
      text={DISCARD_TEXT}
      cancelLabel="Continua a modificare"
      confirmLabel="Chiudi senza salvare"
      danger
      onCancel={onStay}
      onConfirm={onDiscard}
    />
  );
}

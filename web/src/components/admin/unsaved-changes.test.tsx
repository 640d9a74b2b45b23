// @vitest-environment happy-dom
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { GuardedDialog, hasUnsavedPageEdits, useUnsavedChanges } from './unsaved-changes.tsx';

function NoteForm({ onSaved }: { onSaved: () => void }) {
  const [note, setNote] = useState('');
  const requestClose = useUnsavedChanges(note !== '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSaved();
      }}
    >
      <label>
        Nota
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" onClick={requestClose}>
        Annulla
      </button>
      <button type="submit">Salva</button>
    </form>
  );
}

function Harness({ onClose }: { onClose: () => void }) {
  return (
    <GuardedDialog open onClose={onClose} title="Nuova nota">
      <NoteForm onSaved={onClose} />
    </GuardedDialog>
  );
}

function PageForm() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '', { page: true });
  return <input aria-label="Testo" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('the unsaved changes guard', () => {
  it('closes at once when nothing was typed', async () => {
    const onClose = vi.fn();
    renderWithApp(<Harness onClose={onClose} />);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks on Escape after typing; "Continua a modificare" keeps the text, "Chiudi senza salvare" closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<Harness onClose={onClose} />);
    await user.type(screen.getByLabelText('Nota'), 'ciao');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Continua a modificare' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Nota') as HTMLInputElement).value).toBe('ciao');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'Chiudi senza salvare' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks on the form's own Annulla, and a save closes without asking", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<Harness onClose={onClose} />);
    await user.type(screen.getByLabelText('Nota'), 'ciao');
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continua a modificare' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).toBeNull();
  });

  it('a page form with changes asks before leaving the page and tells the tabs', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<PageForm />);
    expect(hasUnsavedPageEdits()).toBe(false);
    await user.type(screen.getByLabelText('Testo'), 'x');
    expect(hasUnsavedPageEdits()).toBe(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    expect(hasUnsavedPageEdits()).toBe(false);
  });
});

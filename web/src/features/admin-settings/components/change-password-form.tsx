import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PASSWORD_SPECIALS } from '@nbp/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { AdminBox, Notice } from '../../../components/admin/layout.tsx';
import { BoxTitle } from '../../../components/admin/text.tsx';
import { PanelSection } from '../../../components/admin/panel.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { EMPTY_PASSWORD_FORM, passwordForm } from '../logic/password-form.ts';

const SUCCESS_MS = 5000;

/** Impostazioni: the signed-in administrator changes their own password. */
export function ChangePasswordForm() {
  return (
    <PanelSection id="settings-title" title="Impostazioni" description="Gestisci le credenziali del tuo account amministratore.">
      <AdminBox as="div" $width="520px">
        <BoxTitle $margin="0 0 4px">Cambia password</BoxTitle>
        <Rules id="password-rules">
          Almeno 8 caratteri, con maiuscole, minuscole, numeri e un carattere speciale tra <code>{PASSWORD_SPECIALS}</code>
        </Rules>
        <PasswordFields />
      </AdminBox>
    </PanelSection>
  );
}

/** The three fields: the rules checked before sending, their first refusal or the server's above the form, then the success for 5 s. */
function PasswordFields() {
  const change = useChangePassword();
  const form = useContractForm(passwordForm, EMPTY_PASSWORD_FORM);
  const [success, setSuccess] = useState(false);
  const problem = form.formState.errors.root?.message;
  const busy = change.isPending;
  const password = (autoComplete: string) => ({ type: 'password', autoComplete, disabled: busy });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const send = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY_PASSWORD_FORM);
          setSuccess(true);
        },
        onError: (error) => form.setError('root', { message: errorMessage(error, 'Errore durante il cambio password') }),
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => {
        setSuccess(false);
        void send(event);
      }}
      noValidate
      aria-describedby="password-rules"
    >
      <div aria-live="polite">
        {problem && (
          <Notice $tone="danger" role="alert">
            {problem}
          </Notice>
        )}
        {success && (
          <Notice $tone="success" role="status">
            Password cambiata con successo!
          </Notice>
        )}
      </div>
      <TextField label="Password attuale" {...password('current-password')} {...form.register('currentPassword')} />
      <TextField label="Nuova password" {...password('new-password')} {...form.register('newPassword')} />
      <TextField label="Conferma nuova password" {...password('new-password')} {...form.register('confirmPassword')} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Aggiornamento...' : 'Cambia Password'}
      </Button>
    </form>
  );
}

const Rules = styled.p`
  margin: 0 0 16px;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  code {
    font-size: 0.85rem;
    word-break: break-all;
  }
`;

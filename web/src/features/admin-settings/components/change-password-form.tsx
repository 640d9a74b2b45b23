import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PASSWORD_SPECIALS } from '@nbp/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { PanelHeader } from '../../../components/admin/panel.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { EMPTY_PASSWORD_FORM, passwordForm } from '../logic/password-form.ts';

const SUCCESS_MS = 5000;

/** Impostazioni: the signed-in administrator changes their own password. */
export function ChangePasswordForm() {
  return (
    <section aria-labelledby="settings-title">
      <PanelHeader
        title={<span id="settings-title">Impostazioni</span>}
        description="Gestisci le credenziali del tuo account amministratore."
      />
      <Box>
        <h3>Cambia password</h3>
        <Rules id="password-rules">
          Almeno 8 caratteri, con maiuscole, minuscole, numeri e un carattere speciale tra <code>{PASSWORD_SPECIALS}</code>
        </Rules>
        <PasswordFields />
      </Box>
    </section>
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
        {problem && <Alert role="alert">{problem}</Alert>}
        {success && <Ok role="status">Password cambiata con successo!</Ok>}
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

const Box = styled.div`
  max-width: 520px;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 20px;
  h3 {
    font-size: 1.15rem;
    margin: 0 0 4px;
  }
`;
const Rules = styled.p`
  margin: 0 0 16px;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  code {
    font-size: 0.85rem;
    word-break: break-all;
  }
`;
const Alert = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
const Ok = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@nbp/contracts/errors';
import { passwordChangeProblem } from '@nbp/contracts/http/identity';
import { PASSWORD_SPECIALS } from '@nbp/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PanelHeader } from '../../../components/admin/panel.tsx';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const SUCCESS_MS = 5000;

/** Impostazioni: the signed-in administrator changes their own password. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const set = (field: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(false);
    // The documented checks, in their order (docs/product/texts.md#password); the server runs the same ones again.
    const local = passwordChangeProblem(values, true);
    if (local) {
      setProblem(errorText(local.code, 'it', local.params));
      return;
    }
    setProblem(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSuccess(true);
        },
        onError: (error) => setProblem(errorMessage(error, 'Errore durante il cambio password')),
      },
    );
  };

  const busy = change.isPending;
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
        <form onSubmit={onSubmit} noValidate aria-describedby="password-rules">
          <div aria-live="polite">
            {problem && <Alert role="alert">{problem}</Alert>}
            {success && <Ok role="status">Password cambiata con successo!</Ok>}
          </div>
          <TextField
            label="Password attuale"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => set('currentPassword', event.target.value)}
            disabled={busy}
          />
          <TextField
            label="Nuova password"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => set('newPassword', event.target.value)}
            disabled={busy}
          />
          <TextField
            label="Conferma nuova password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
            disabled={busy}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Aggiornamento...' : 'Cambia Password'}
          </Button>
        </form>
      </Box>
    </section>
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

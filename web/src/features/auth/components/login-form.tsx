import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginInput } from '@nbp/contracts/http/identity';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { firstError, useContractForm } from '../../../lib/contract-form.ts';
import { useLoginLocal } from '../api/login-local.ts';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/admin-paths.ts';

/**
 * E-mail and password, checked with the contract the identity service parses them with; one message
 * above the form (the first refusal, or the server's), the first refused field focused. While
 * sending, every control is disabled (docs/product/screens.md#login).
 */
export function LoginForm() {
  const navigate = useNavigate();
  // Back to the back-office address that sent here, never elsewhere (docs/security-sign-in.md#back-to-the-asked-page).
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const login = useLoginLocal();
  const form = useContractForm(loginInput, { username: '', password: '' }, { focusError: true });
  const { errors } = form.formState;
  const problem = firstError(errors)?.message;
  const busy = login.isPending;
  const field = (name: 'username' | 'password') => ({
    ...form.register(name),
    disabled: busy,
    'aria-required': true,
    'aria-invalid': !!errors[name],
    'aria-describedby': problem ? 'login-error' : undefined,
  });

  const onSubmit = form.handleSubmit(({ username, password }) =>
    login.mutate(
      { email: username, password },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'success') navigate(returnTo);
          else form.setError('root', { message: outcome.message });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      {problem && (
        <ErrorBox role="alert" id="login-error">
          {problem}
        </ErrorBox>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="admin@esempio.it"
        {...field('username')}
      />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? 'Accesso in corso...' : 'Accedi'}
      </Button>
    </form>
  );
}

const ErrorBox = styled.p`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid #fecaca;
  font-weight: 600;
`;

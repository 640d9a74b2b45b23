import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginInput } from '@nbp/contracts/http/identity';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useLoginLocal } from '../api/login-local.ts';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/admin-paths.ts';

/** E-mail and password; while sending, every control is disabled (docs/product/screens.md#login). */
export function LoginForm() {
  const navigate = useNavigate();
  // Back to the back-office address that sent here, never elsewhere (docs/security-sign-in.md#back-to-the-asked-page).
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const login = useLoginLocal();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = login.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginInput.safeParse({ username: email, password });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setMissing({ email: paths.has('username'), password: paths.has('password') });
      setProblem(parsed.error.issues[0]?.message ?? 'Email e password sono obbligatorie');
      (paths.has('username') ? emailRef : passwordRef).current?.focus();
      return;
    }
    setMissing({ email: false, password: false });
    setProblem(null);
    login.mutate(
      { email: parsed.data.username, password: parsed.data.password },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'success') navigate(returnTo);
          else setProblem(outcome.message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      {problem && (
        <ErrorBox role="alert" id="login-error">
          {problem}
        </ErrorBox>
      )}
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder="admin@esempio.it"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
        aria-required="true"
        aria-invalid={missing.email}
        aria-describedby={problem ? 'login-error' : undefined}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={busy}
        aria-required="true"
        aria-invalid={missing.password}
        aria-describedby={problem ? 'login-error' : undefined}
      />
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

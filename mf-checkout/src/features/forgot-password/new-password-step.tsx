import { useState, type FormEvent } from 'react';
import { Button, Field, Row, Stack } from '@booking/shared/ui';
import { newPasswordError, PASSWORD_RESET_MESSAGES as M } from '../../domain/password-reset';

/** Step 3: 'New Password', 'Confirm Password' and 'Reset Password'. */
export function NewPasswordStep({ isBusy, onReset }: { isBusy: boolean; onReset: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(password, confirm);
    setError(problem);
    if (!problem) onReset(password);
  };
  const onPassword = error === M.passwordShort ? error : null;
  const onConfirm = error === M.mismatch ? error : null;

  return (
    <form noValidate aria-label="Reset Password" onSubmit={submit}>
      <Stack>
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          value={password}
          error={onPassword}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          error={onConfirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Row $justify="end">
          <Button type="submit" variant="primary" disabled={isBusy}>
            {isBusy ? 'Wait' : 'Reset Password'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

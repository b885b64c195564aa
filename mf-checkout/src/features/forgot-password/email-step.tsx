import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Field, Row, Stack } from '@booking/shared/ui';
import { isEmailAddress, pathTo } from '@booking/shared/domain';
import { PASSWORD_RESET_MESSAGES as M } from '../../domain/password-reset';
import { PERSONAL_DETAILS_MESSAGES } from '../../domain/personal-details';

/** Step 1: the account's e-mail and 'Send Reset Code'. */
export function EmailStep({ initial, isBusy, onSend }: { initial: string; isBusy: boolean; onSend: (email: string) => void }) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? M.emailMissing : isEmailAddress(address) ? null : PERSONAL_DETAILS_MESSAGES.emailFormat;
    setError(problem);
    if (!problem) onSend(address);
  };

  return (
    <form noValidate aria-label="Send Reset Code" onSubmit={submit}>
      <Stack>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Row $justify="space-between">
          <Link to={pathTo('personalDetails')}>Back To Personal Detail</Link>
          <Button type="submit" variant="primary" disabled={isBusy}>
            {isBusy ? 'Wait' : 'Send Reset Code'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Field, Row, Stack } from '@booking/shared/ui';
import { PASSWORD_RESET_MESSAGES as M } from '../../domain/password-reset';

/**
 * Step 2: the code from the e-mail, 'Verify Reset Code', and 'Back' to step 1. The code's format is
 * the server's to judge (product §10 "Money, trust and privacy"): the page asks only that one is typed,
 * and shows the server's answer.
 */
export function CodeStep({
  email,
  isBusy,
  onVerify,
  onBack,
}: {
  email: string;
  isBusy: boolean;
  onVerify: (code: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setError(typed ? null : M.codeMissing);
    if (typed) onVerify(typed);
  };

  return (
    <form noValidate aria-label="Verify Reset Code" onSubmit={submit}>
      <Stack>
        <Field
          label="Reset Code"
          hint={`We sent it to ${email}. It is valid for 15 minutes.`}
          autoComplete="one-time-code"
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <Row $justify="space-between">
          <Button type="button" variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" variant="primary" disabled={isBusy}>
            {isBusy ? 'Wait' : 'Verify Reset Code'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Card, CardTitle, Page, PageTitle, Stack } from '@booking/shared/ui';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { NewPasswordStep } from './new-password-step';
import { usePasswordReset } from './use-password-reset';
import { passwordChangedState } from '../../lib/password-changed';

// Inside a Stack, which spaces the parts.
const StepTitle = styled(CardTitle)`
  margin: 0;
`;

const STEP_TITLES = {
  email: 'Step 1 of 3: your e-mail',
  code: 'Step 2 of 3: the code',
  password: 'Step 3 of 3: a new password',
  done: 'Done',
};
/** product §9: a redirect follows a message after 1000 ms, long enough to be read out. */
const REDIRECT_AFTER_MS = 1000;

/**
 * /forgot_password (product §2, 4, 8). After success the visitor goes back to personal details, or to
 * wherever the step guard sends someone without a journey (`afterResetPath`).
 */
export default function ForgotPasswordPage({ afterResetPath }: { afterResetPath: string }) {
  const reset = usePasswordReset();
  const navigate = useNavigate();
  // The personal-details link passes the e-mail already typed there.
  const state: unknown = useLocation().state;
  const typedEmail = typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // Each new step takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (isFirstRender.current) isFirstRender.current = false;
    else heading.current?.focus();
  }, [reset.step]);

  useEffect(() => {
    if (reset.step !== 'done') return undefined;
    // Personal details takes the e-mail and says the password changed (passwordChangedState).
    const state = passwordChangedState(reset.email);
    const timer = window.setTimeout(() => navigate(afterResetPath, { replace: true, state }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [reset.step, reset.email, afterResetPath, navigate]);

  return (
    <Page as="section" $width="narrow" aria-labelledby="forgot-password-title">
      <PageTitle id="forgot-password-title">Forgot Password</PageTitle>
      <Card>
        <Stack>
          <StepTitle ref={heading} tabIndex={-1}>
            {STEP_TITLES[reset.step]}
          </StepTitle>
          <div aria-live="polite">
            {reset.notice && (
              <Alert tone={reset.notice.tone} title={reset.notice.text}>
                {reset.notice.detail}
              </Alert>
            )}
          </div>
          {reset.step === 'email' && <EmailStep initial={reset.email || typedEmail} isBusy={reset.isBusy} onSend={reset.sendCode} />}
          {reset.step === 'code' && <CodeStep email={reset.email} isBusy={reset.isBusy} onVerify={reset.verify} onBack={reset.back} />}
          {reset.step === 'password' && <NewPasswordStep isBusy={reset.isBusy} onReset={reset.reset} />}
        </Stack>
      </Card>
    </Page>
  );
}

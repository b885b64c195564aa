import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { corporateLogin } from '@booking/shared/api';
import { passengerCorporateDetailsAtom, passengerTokenAtom, useSetAtom } from '@booking/shared/store';
import { Button, Card, Dialog, Field, Hint, PageTitle } from '@booking/shared/ui';
import { afterSignInPath } from '../../domain/sign-in';
import { useArea } from '../../lib/area';
import { outcomeOfAnswer, outcomeOfError, SIGN_IN_DEFAULTS, signInRules, type SignInOutcome, type SignInValues } from './model/sign-in';
import { useCoolDown } from './use-cool-down';

const Wrap = styled.div`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** product §1 "redirect after 1000 ms": the success popup is read, then the user moves on. */
const REDIRECT_DELAY_MS = 1000;

/** /login: 'Sign In', 'To Corporate Account' (product §2), then the redirect path or /bookings. */
export function SignInPage() {
  const { register, handleSubmit, formState } = useForm<SignInValues>({ defaultValues: SIGN_IN_DEFAULTS });
  const setToken = useSetAtom(passengerTokenAtom);
  const setPassenger = useSetAtom(passengerCorporateDetailsAtom);
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null);
  const coolDown = useCoolDown();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { path, homePath, sitePath, routerPath } = useArea();
  // The redirect is a site path (under the host router's basename); one outside the router is not followed.
  const target = routerPath(afterSignInPath(params.get('redirect'), sitePath(path('bookings')))) ?? path('bookings');
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (outcome?.kind !== 'success') return undefined;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, target]);

  const submit = async ({ username, password }: SignInValues) => {
    // trimmed: a pasted address often carries a space
    let next: SignInOutcome;
    try {
      next = outcomeOfAnswer(await corporateLogin({ email: username.trim(), password }));
    } catch (error) {
      next = outcomeOfError(error);
    }
    if (next.kind === 'success') {
      setToken(next.token);
      setPassenger(next.passenger);
    } else if (next.coolDownSeconds) {
      coolDown.start(next.coolDownSeconds);
    }
    setOutcome(next);
  };

  const isLocked = isSubmitting || coolDown.secondsLeft > 0 || outcome?.kind === 'success';
  return (
    <Wrap>
      <Card as="section" aria-labelledby="sign-in-title" style={{ width: '100%', maxWidth: 420 }}>
        <PageTitle id="sign-in-title" style={{ marginBottom: 4 }}>
          Sign In
        </PageTitle>
        <p style={{ marginTop: 0 }}>To Corporate Account</p>
        <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="sign-in-title">
          <Field
            label="Username"
            type="email"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...register('username', signInRules.username)}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', signInRules.password)}
          />
          <Button type="submit" variant="primary" fullWidth busy={isSubmitting} disabled={isLocked}>
            Sign In
          </Button>
          {coolDown.secondsLeft > 0 && <Hint id="sign-in-wait">{`You can try again in ${coolDown.secondsLeft} seconds.`}</Hint>}
        </Form>
        <p style={{ marginBottom: 0 }}>
          <Link to={homePath}>Back to the home page</Link>
        </p>
      </Card>
      <Dialog
        open={outcome !== null}
        role="alertdialog"
        title={outcome?.title ?? ''}
        message={outcome?.message}
        tone={outcome?.kind === 'success' ? 'success' : 'error'}
        autoCloseMs={3000}
        onClose={() => setOutcome((current) => (current?.kind === 'success' ? current : null))}
      />
    </Wrap>
  );
}

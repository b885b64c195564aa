import { useState } from 'react';
import { forgotPassword, resetPassword, toApiError, verifyCode } from '@booking/shared/api';
import { nextResetStep, PASSWORD_RESET_MESSAGES as M, type ResetEvent, type ResetStep } from '../../domain/password-reset';

export type ResetNotice = { tone: 'success' | 'error'; text: string; detail?: string };

/** The three calls of product §7 behind the three steps; each answer becomes the step's notice. */
export function usePasswordReset() {
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<ResetNotice | null>(null);
  const [isBusy, setBusy] = useState(false);

  const move = (event: ResetEvent) => setStep((current) => nextResetStep(current, event));

  async function run(call: () => Promise<unknown>, onDone: () => void, success: string, failure?: string) {
    setBusy(true);
    setNotice(null);
    try {
      await call();
      setNotice({ tone: 'success', text: success });
      onDone();
    } catch (error) {
      const message = toApiError(error).message;
      setNotice(
        failure ? { tone: 'error', text: failure, detail: message !== failure ? message : undefined } : { tone: 'error', text: message },
      );
    } finally {
      setBusy(false);
    }
  }

  return {
    step,
    email,
    notice,
    isBusy,
    sendCode: (address: string) =>
      run(
        () => forgotPassword(address),
        () => {
          setEmail(address);
          move('codeSent');
        },
        M.codeSent,
      ),
    verify: (typed: string) =>
      run(
        () => verifyCode(email, typed),
        () => {
          setCode(typed);
          move('codeVerified');
        },
        M.codeVerified,
      ),
    reset: (password: string) =>
      run(
        () => resetPassword({ email, code, new_password: password }),
        () => move('passwordReset'),
        M.done,
        M.failed,
      ),
    back: () => {
      setNotice(null);
      move('back');
    },
  };
}

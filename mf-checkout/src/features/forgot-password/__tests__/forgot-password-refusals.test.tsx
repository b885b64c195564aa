import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { http } from '@booking/shared/api';
import { PASSWORD_RESET_MESSAGES as M } from '../../../domain/password-reset';
import { renderWithProviders } from '@booking/shared/testing';
import ForgotPasswordPage from '../forgot-password-page';

// product §10 "Money, trust and privacy": a 200 answer with `success: false` is a failure. Here through the
// real API client, whose answers come from the adapter below: each call's body, in order.

const original = http.defaults.adapter;
function answers(...bodies: unknown[]) {
  const queue = [...bodies];
  http.defaults.adapter = (async (config) => ({ status: 200, statusText: 'OK', headers: {}, config, data: queue.shift() })) as AxiosAdapter;
}
afterEach(() => {
  http.defaults.adapter = original;
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/forgot_password" element={<ForgotPasswordPage afterResetPath="/personalDetailView" />} />
    </Routes>,
    { route: '/forgot_password' },
  );

async function sendCode(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
}

describe('Forgot Password when the API answers 200 with success false', () => {
  it("stays on the e-mail step with the API's message", async () => {
    answers({ success: false, message: 'Email not found' });
    const { user } = renderPage();
    await sendCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not found');
    expect(screen.queryByText(M.codeSent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
  });

  it("stays on the code step with the API's message", async () => {
    answers({ success: true }, { success: false, message: 'Invalid reset code' });
    const { user } = renderPage();
    await sendCode(user);
    await user.type(await screen.findByLabelText(/^Reset Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reset code');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it("says the reset failed, with the API's reason, and stays", async () => {
    answers({ success: true }, { success: true }, { success: false, message: 'Reset code has expired' });
    const { user } = renderPage();
    await sendCode(user);
    await user.type(await screen.findByLabelText(/^Reset Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    await user.type(await screen.findByLabelText(/^New Password/), 'Brand#New1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${M.failed}Reset code has expired`);
    expect(screen.queryByText(M.done)).not.toBeInTheDocument();
  });
});

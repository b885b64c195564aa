import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, forgotPassword, resetPassword, verifyCode } from '@booking/shared/api';
import { PASSWORD_RESET_MESSAGES as M } from '../../../domain/password-reset';
import { renderWithProviders } from '@booking/shared/testing';
import { passwordChangedEmail } from '../../../lib/password-changed';
import ForgotPasswordPage from '../forgot-password-page';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  forgotPassword: jest.fn(),
  verifyCode: jest.fn(),
  resetPassword: jest.fn(),
}));
const sendCall = forgotPassword as jest.MockedFunction<typeof forgotPassword>;
const verifyCall = verifyCode as jest.MockedFunction<typeof verifyCode>;
const resetCall = resetPassword as jest.MockedFunction<typeof resetPassword>;

beforeEach(() => {
  sendCall.mockReset().mockResolvedValue({ success: true });
  verifyCall.mockReset().mockResolvedValue({ success: true });
  resetCall.mockReset().mockResolvedValue({ success: true });
});

/** Personal details, saying which e-mail the reset handed over. */
function DetailsPage() {
  const { state } = useLocation();
  return <h1>Details page for {passwordChangedEmail(state)}</h1>;
}

const renderPage = (state?: unknown) =>
  renderWithProviders(
    <Routes>
      <Route path="/forgot_password" element={<ForgotPasswordPage afterResetPath="/personalDetailView" />} />
      <Route path="/personalDetailView" element={<DetailsPage />} />
    </Routes>,
    { route: { pathname: '/forgot_password', state } },
  );

describe('Forgot Password', () => {
  it('goes through the three steps with product §8’s messages, then back to personal details with the e-mail', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('link', { name: 'Back To Personal Detail' })).toHaveAttribute('href', '/personalDetailView');
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText(M.codeSent)).toBeInTheDocument();
    expect(sendCall).toHaveBeenCalledWith('client@example.com');

    await user.type(screen.getByLabelText(/^Reset Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    expect(await screen.findByText(M.codeVerified)).toBeInTheDocument();
    expect(verifyCall).toHaveBeenCalledWith('client@example.com', '123456');

    await user.type(screen.getByLabelText(/^New Password/), 'Brand#New1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(M.mismatch);
    expect(resetCall).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(M.done)).toBeInTheDocument();
    expect(resetCall).toHaveBeenCalledWith({ email: 'client@example.com', code: '123456', new_password: 'Brand#New1' });
    expect(await screen.findByRole('heading', { name: 'Details page for client@example.com' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each([
    ['Email not found', 'send'],
    ['Reset code has expired', 'verify'],
    ['Invalid reset code', 'verify'],
  ])('shows the server’s %p and stays on the step', async (message, step) => {
    (step === 'send' ? sendCall : verifyCall).mockRejectedValue(new ApiError(message, 400));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    if (step === 'verify') {
      await user.type(await screen.findByLabelText(/^Reset Code/), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  // product §10 "Money, trust and privacy": the code's format is the server's to judge; the page asks only
  // that one is typed.
  it.each([
    ['six digits', '123456', '123456'],
    ['five digits', '12345', '12345'],
    ['letters and digits', 'AB12CD', 'AB12CD'],
    ['a long code, spaces around it', ' 1234567890 ', '1234567890'],
  ])('sends %s to the server as typed', async (_case, typed, sent) => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await user.type(await screen.findByLabelText(/^Reset Code/), typed);
    await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    expect(await screen.findByText(M.codeVerified)).toBeInTheDocument();
    expect(verifyCall).toHaveBeenCalledWith('client@example.com', sent);
  });

  it("asks for a code before any call, and shows the server's verdict on one", async () => {
    verifyCall.mockRejectedValue(new ApiError('Invalid reset code', 400));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await user.click(await screen.findByRole('button', { name: 'Verify Reset Code' }));
    expect(screen.getByLabelText(/^Reset Code/)).toHaveAccessibleDescription(expect.stringContaining(M.codeMissing));
    expect(verifyCall).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Reset Code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reset code');
    expect(screen.getByLabelText(/^Reset Code/)).not.toHaveAccessibleDescription(expect.stringContaining(M.codeMissing));
  });

  it('starts with the e-mail typed on personal details', () => {
    renderPage({ email: 'client@example.com' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@example.com');
  });

  it('goes back from the code to the e-mail, which is kept', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@example.com');
  });

  it('says the reset failed in product §8’s words, with the reason', async () => {
    resetCall.mockRejectedValue(new ApiError('Reset code has expired', 400));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await user.type(await screen.findByLabelText(/^Reset Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Reset Code' }));
    await user.type(await screen.findByLabelText(/^New Password/), 'Brand#New1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${M.failed}Reset code has expired`);
  });
});

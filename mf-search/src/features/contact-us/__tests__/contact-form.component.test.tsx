import { screen } from '@testing-library/react';
import { ApiError, contactUs } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import { ContactForm } from '../contact-form';

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), contactUs: jest.fn() }));
const contactCall = contactUs as jest.MockedFunction<typeof contactUs>;

beforeEach(() => contactCall.mockReset());

describe('Contact Us form', () => {
  it('keeps digits only, posts the call fields and says Form Submitted', async () => {
    let release: () => void = () => undefined;
    contactCall.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ success: true });
        }),
    );
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('First Name'), 'Ann');
    await user.type(screen.getByLabelText('Telephone'), '0770-090 0123');
    expect(screen.getByLabelText('Telephone')).toHaveValue('07700900123');
    await user.type(screen.getByLabelText('Booking Number'), 'BK42');
    await user.selectOptions(screen.getByLabelText('Query Reason'), 'Complaint');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(await screen.findByRole('button', { name: 'Wait' })).toBeDisabled();
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Form Submitted' });
    expect(dialog).toHaveTextContent('Your form has been submitted successfully!. Thank You for Contacting');
    expect(contactCall).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: '',
      email: '',
      telephone: '07700900123',
      queryReason: 'Complaint',
      bookingNumber: '42',
      comments: '',
    });
  });

  it('shows Submission Failed with the server error text', async () => {
    contactCall.mockRejectedValue(new ApiError('Mail server unavailable', 500));
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('dialog', { name: 'Submission Failed' })).toHaveTextContent('Mail server unavailable');
  });
});

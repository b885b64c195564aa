import { screen, within } from '@testing-library/react';
import { appSettingsAtom, operatorTextsAtom, store, type OperatorTexts } from '@booking/shared/store';
import { axeViolations, renderWithProviders } from '@booking/shared/testing';
import App from '../app';

const OWN: OperatorTexts = {
  priceIncludes: null,
  cancellationPolicy: null,
  meetingInstructions: null,
  termsUrl: 'https://operator.example/terms',
  privacyUrl: 'https://operator.example/privacy',
  sample: false,
};

beforeEach(() => {
  store.set(operatorTextsAtom, null);
  store.set(appSettingsAtom, {});
});

describe('sample Terms and Privacy pages, marked for the operator to replace', () => {
  it.each([
    [
      '/terms',
      'Terms and Conditions',
      'Sample terms: replace with your own',
      [
        'About these terms',
        'Booking',
        'Prices and payment',
        'Cancellations',
        'Waiting time',
        'On the journey',
        'Lost property',
        'Complaints',
        'Our responsibility',
        'Contact',
      ],
    ],
    [
      '/privacy',
      'Privacy Policy',
      'Sample privacy policy: replace with your own',
      ['Who we are', 'What we collect', 'Why we use it', 'Who we share it with', 'How long we keep it', 'Your rights', 'Contact'],
    ],
  ])('%s: one h1 "%s", the sample notice, its sections, axe-clean', async (route, title, notice, headings) => {
    const { container } = renderWithProviders(
      <main>
        <App />
      </main>,
      { route },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(notice);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(headings);
    expect(within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names the operator and its e-mail from the settings', async () => {
    store.set(appSettingsAtom, { Company_Name: 'Sample Transfers Ltd', FROM_EMAIL: 'bookings@example.com' });
    renderWithProviders(<App />, { route: '/privacy' });
    expect(await screen.findByText(/is the controller of the personal data/)).toHaveTextContent(/^Sample Transfers Ltd is the controller/);
    expect(screen.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute('href', 'mailto:bookings@example.com');
  });

  it.each([
    ['/terms', 'Read our Terms and Conditions', 'https://operator.example/terms'],
    ['/privacy', 'Read our Privacy Policy', 'https://operator.example/privacy'],
  ])("%s links to the operator's own page when /config.json gives one elsewhere, with no sample", async (route, link, href) => {
    store.set(operatorTextsAtom, OWN);
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

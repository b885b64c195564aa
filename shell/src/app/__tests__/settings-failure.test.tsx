import { screen, waitFor } from '@testing-library/react';
import { fetchSettings } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import { EMPTY_CONFIG } from '../../config/app-config';
import { forgetSettingsRequest } from '../../settings/settings-request';
import { Layout } from '../layout';

// The real settings loader against a mocked API: the API down, then back.
jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), fetchSettings: jest.fn() }));
jest.mock('../../layout/use-partner-companies', () => ({ usePartnerCompanies: () => [] }));
jest.mock('../../navigation/use-scroll-restoration', () => ({ useScrollRestoration: () => undefined }));
jest.mock('../../routes/route-view', () => ({ RouteView: () => <h1>Book a Trip</h1> }));

const fetchMock = fetchSettings as jest.MockedFunction<typeof fetchSettings>;
const DOWN = new Error('The booking service is unavailable right now. Please try again later.');
const SETTINGS = [
  { setting_name: 'SHOW_NAVBAR_PAGE', setting_value: 'enable' },
  { setting_name: 'Company_Name', setting_value: 'Harbour Line Taxis' },
];

const renderLayout = (storeValues = {}) =>
  renderWithProviders(<Layout config={Promise.resolve(EMPTY_CONFIG)} bootHero="/brand/hero.svg" />, { storeValues });
const failure = () => screen.findByRole('alert');

describe('the settings cannot be loaded (docs/decisions/start-up.md)', () => {
  beforeEach(() => {
    forgetSettingsRequest();
    fetchMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('the overlay ends with the message and a retry, over the page it keeps out of reach', async () => {
    fetchMock.mockRejectedValue(DOWN);
    renderLayout();
    const alert = await failure();
    expect(alert).toHaveTextContent('Sorry, the site cannot load right now.');
    expect(alert).toHaveTextContent('Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText('Please wait while loading content')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
    expect(document.getElementById('main')).toHaveAttribute('inert');
    // The brand's picture from the HTML stays under the message.
    expect(alert.querySelector('img')).toHaveAttribute('src', '/brand/hero.svg');
  });

  it("names the operator's phone and e-mail when an earlier visit stored them", async () => {
    fetchMock.mockRejectedValue(DOWN);
    renderLayout({ appSettings: { Company_Contact_Info: '020 7946 0000', FROM_EMAIL: 'book@harbour.example' } });
    expect(await failure()).toHaveTextContent('To book now, call 020 7946 0000 or e-mail book@harbour.example.');
    expect(screen.getByRole('link', { name: '020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
    expect(screen.getByRole('link', { name: 'book@harbour.example' })).toHaveAttribute('href', 'mailto:book@harbour.example');
  });

  it('says nothing of a phone or e-mail it does not have', async () => {
    fetchMock.mockRejectedValue(DOWN);
    renderLayout();
    expect(await failure()).not.toHaveTextContent('To book now');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('Try again asks the API again and, once it answers, shows the page with its navbar', async () => {
    fetchMock.mockRejectedValueOnce(DOWN).mockResolvedValueOnce(SETTINGS);
    const { user } = renderLayout();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
    expect(screen.getByRole('heading', { name: 'Book a Trip' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails again as it failed the first time when the API is still down', async () => {
    fetchMock.mockRejectedValue(DOWN);
    const { user } = renderLayout();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

import { screen } from '@testing-library/react';
import { operatorTextsAtom, useAtomValue } from '@booking/shared/store';
import { renderWithProviders } from '@booking/shared/testing';
import { EMPTY_CONFIG, type AppConfig } from '../../config/app-config';
import { Layout } from '../layout';

// A remote's page stands in for the route: it shows the operator's texts as the remotes read them.
jest.mock('../../settings/use-settings-loader', () => ({ useSettingsLoader: () => () => undefined }));
jest.mock('../../layout/use-partner-companies', () => ({ usePartnerCompanies: () => [] }));
jest.mock('../../navigation/use-scroll-restoration', () => ({ useScrollRestoration: () => undefined }));
jest.mock('../../routes/route-view', () => ({
  RouteView: function RemotePage() {
    const texts = useAtomValue(operatorTextsAtom);
    return <p>{texts ? `Price includes: ${texts.priceIncludes}` : 'No operator texts'}</p>;
  },
}));

const OPERATOR = {
  priceIncludes: 'Fixed price: fuel, tolls and VAT included.',
  cancellationPolicy: null,
  meetingInstructions: null,
  termsUrl: '/terms',
  privacyUrl: '/privacy',
  sample: true,
};

describe("the operator's texts from /config.json", () => {
  it('reach the remotes through the shared store once the config is read', async () => {
    const config: AppConfig = { ...EMPTY_CONFIG, operator: OPERATOR };
    renderWithProviders(<Layout config={Promise.resolve(config)} />);
    expect(await screen.findByText('Price includes: Fixed price: fuel, tolls and VAT included.')).toBeInTheDocument();
  });

  it('stay absent when the operator set none', async () => {
    renderWithProviders(<Layout config={Promise.resolve(EMPTY_CONFIG)} />);
    expect(await screen.findByText('No operator texts')).toBeInTheDocument();
  });
});

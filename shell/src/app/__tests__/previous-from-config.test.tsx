import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@booking/shared/testing';
import { EMPTY_CONFIG, type AppConfig } from '../../config/app-config';
import { Layout } from '../layout';

// product §2: Previous goes to a configurable path, default /. The operator sets it in /config.json
// (PREVIOUS_STEP_PATH on the shell's server); the shell passes it to the step bar.
jest.mock('../../settings/use-settings-loader', () => ({ useSettingsLoader: () => () => undefined }));
jest.mock('../../layout/use-partner-companies', () => ({ usePartnerCompanies: () => [] }));
jest.mock('../../navigation/use-scroll-restoration', () => ({ useScrollRestoration: () => undefined }));
jest.mock('../../routes/route-view', () => ({
  RouteView: function Where() {
    return <output aria-label="Current path">{useLocation().pathname}</output>;
  },
}));

describe("the step bar's Previous", () => {
  it.each([
    ["the operator's path", { ...EMPTY_CONFIG, previousStepPath: '/ourfleet' }, '/ourfleet'],
    ['/ when the operator set none', EMPTY_CONFIG, '/'],
  ])('goes to %s', async (_case, config: AppConfig, path) => {
    const served = Promise.resolve(config);
    const { user } = renderWithProviders(<Layout config={served} />, { route: '/paymentview' });
    // The config arrives after the first render: Previous takes it then.
    await act(() => served);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(new RegExp(`^${path}$`));
  });
});

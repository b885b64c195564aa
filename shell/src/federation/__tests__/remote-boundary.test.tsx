import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@booking/shared/ui';
import { RemoteBoundary } from '../remote-boundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <h1>Contact Us</h1>;
}

const view = (path: string, broken: boolean) => (
  <ThemeProvider>
    <RemoteBoundary remote="mf_search" resetKey={path}>
      <Page broken={broken} />
    </RemoteBoundary>
  </ThemeProvider>
);

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a render error to its area, and gives the remote another try on the next path', () => {
    const { rerender } = render(view('/ourfleet', true));
    expect(screen.queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.getByText(/unavailable right now/)).toBeInTheDocument();

    rerender(view('/ourfleet', false));
    expect(screen.getByText(/unavailable right now/)).toBeInTheDocument();

    rerender(view('/contactus', false));
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

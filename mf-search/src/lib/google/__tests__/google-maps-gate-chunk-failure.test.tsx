import { render, waitFor } from '@testing-library/react';
import { GoogleMapsGate } from '../google-maps-gate';
import { getMapsStatus, setMapsStatus } from '../maps-status';

// The loader is a chunk of its own: when it does not come (offline, a deploy swapped the files), Maps
// has failed like any other way, with a warning; nothing is thrown to the form around the gate.
jest.mock('../google-maps-loader', () => {
  throw new Error('Loading chunk google-maps-loader failed');
});

it('a loader chunk that does not load leaves Maps failed, with a warning and nothing rendered', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    setMapsStatus('off');
    const { container } = render(<GoogleMapsGate apiKey="operator-key" />);
    await waitFor(() => expect(getMapsStatus()).toBe('failed'));
    expect(warn).toHaveBeenCalledWith(
      'Google Maps did not load; using the plain address boxes',
      expect.objectContaining({ message: 'Loading chunk google-maps-loader failed' }),
    );
    expect(container).toBeEmptyDOMElement();
  } finally {
    warn.mockRestore();
    setMapsStatus('off');
  }
});

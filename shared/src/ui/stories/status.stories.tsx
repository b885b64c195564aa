import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Overlay, SampleNotice, Spinner } from '..';

export default { title: 'Status' } satisfies StoryDefault;

export const AlertInfo: Story = () => <Alert title="Good to know">Prices include VAT.</Alert>;
export const AlertSuccess: Story = () => <Alert tone="success">Your details are saved.</Alert>;
export const AlertError: Story = () => (
  <Alert tone="error" title="We could not get a price">
    Check the addresses and try again.
  </Alert>
);
export const SpinnerLabelled: Story = () => <Spinner label="Loading price" />;
export const OverlayInPlace: Story = () => (
  <div style={{ position: 'relative', height: 200 }}>
    <Overlay text="Please wait while loading content" fullScreen={false} />
  </div>
);
export const OverlayFailure: Story = () => (
  <div style={{ position: 'relative', height: 200 }}>
    <Overlay role="alert" spinner={false} text="This page could not load." fullScreen={false} />
  </div>
);
export const SampleNoticeShown: Story = () => <SampleNotice shown />;

import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button, Dialog, type DialogProps } from '..';

export default { title: 'Dialog' } satisfies StoryDefault;

function Opened(props: Omit<DialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const Info: Story = () => <Opened title="Price updated" message="The price changed while you were away." />;
export const Success: Story = () => <Opened tone="success" title="Booked" message="Your reference is ABC123." />;
export const Failure: Story = () => (
  <Opened role="alertdialog" tone="error" title="Payment failed" message="Your card was not charged. Try again." />
);
export const WithActions: Story = () => (
  <Opened
    role="alertdialog"
    title="Cancel this booking?"
    message="The driver will be told at once."
    actions={
      <>
        <Button variant="secondary">Keep it</Button>
        <Button variant="danger">Cancel booking</Button>
      </>
    }
  />
);

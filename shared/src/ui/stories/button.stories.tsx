import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '..';

export default { title: 'Button' } satisfies StoryDefault;

export const Primary: Story = () => <Button>Get a price</Button>;
export const Secondary: Story = () => <Button variant="secondary">Change journey</Button>;
export const Ghost: Story = () => <Button variant="ghost">Add a via point</Button>;
export const Danger: Story = () => <Button variant="danger">Cancel booking</Button>;
export const Warning: Story = () => <Button variant="warning">Continue anyway</Button>;
export const Sizes: Story = () => (
  <>
    <Button size="sm">Small</Button> <Button size="md">Medium</Button> <Button size="lg">Large</Button>
  </>
);
export const FullWidth: Story = () => <Button fullWidth>Book now</Button>;
export const Disabled: Story = () => <Button disabled>Book now</Button>;
export const Busy: Story = () => <Button busy>Booking</Button>;

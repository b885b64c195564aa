import type { Story, StoryDefault } from '@ladle/react';
import { ErrorBoundary } from '..';

export default { title: 'Error boundary' } satisfies StoryDefault;

function Broken(): never {
  throw new Error('A section that failed to render');
}

export const Healthy: Story = () => (
  <ErrorBoundary>
    <p>This section rendered.</p>
  </ErrorBoundary>
);
export const Failed: Story = () => (
  <ErrorBoundary>
    <Broken />
  </ErrorBoundary>
);

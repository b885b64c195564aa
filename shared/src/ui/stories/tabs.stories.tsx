import type { Story, StoryDefault } from '@ladle/react';
import { Tabs } from '..';

export default { title: 'Tabs' } satisfies StoryDefault;

const tabs = [
  { id: 'one-way', label: 'One way', panel: <p>From and to.</p> },
  { id: 'return', label: 'Return', panel: <p>There and back.</p> },
  { id: 'hourly', label: 'By the hour', panel: <p>A driver for the day.</p> },
];

export const FirstSelected: Story = () => <Tabs label="Journey type" tabs={tabs} />;
export const OtherSelected: Story = () => <Tabs label="Journey type" tabs={tabs} defaultValue="return" />;

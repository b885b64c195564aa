import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Counter, type CounterProps } from '..';

export default { title: 'Counter' } satisfies StoryDefault;

function Counted(props: Omit<CounterProps, 'value' | 'onChange'> & { initial: number }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <Counter {...rest} value={value} onChange={setValue} />;
}

export const Default: Story = () => <Counted label="Passengers" initial={1} min={1} max={8} />;
export const WithUnitAndHint: Story = () => <Counted label="Suitcases" unit="cases" hint="Up to 23 kg each" initial={2} min={0} max={6} />;
export const AtMaximum: Story = () => <Counted label="Passengers" initial={8} min={1} max={8} />;
export const Disabled: Story = () => <Counted label="Passengers" initial={1} disabled />;

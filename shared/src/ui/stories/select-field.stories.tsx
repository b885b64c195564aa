import type { Story, StoryDefault } from '@ladle/react';
import { SelectField } from '..';

export default { title: 'Select field' } satisfies StoryDefault;

const vehicles = [
  { value: 'saloon', label: 'Saloon' },
  { value: 'estate', label: 'Estate' },
  { value: 'mpv', label: 'MPV (sold out)', disabled: true },
];

export const Default: Story = () => <SelectField label="Vehicle" options={vehicles} />;
export const WithPlaceholder: Story = () => <SelectField label="Passengers" placeholder="Choose" options={[1, 2, 3, 4]} />;
export const WithError: Story = () => <SelectField label="Vehicle" options={vehicles} error="Choose a vehicle" />;
export const Disabled: Story = () => <SelectField label="Vehicle" options={vehicles} disabled />;

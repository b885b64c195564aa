import type { Story, StoryDefault } from '@ladle/react';
import { CheckboxField } from '..';

export default { title: 'Checkbox field' } satisfies StoryDefault;

export const Unchecked: Story = () => <CheckboxField label="Meet and greet" />;
export const Checked: Story = () => <CheckboxField label="Meet and greet" defaultChecked />;
export const WithError: Story = () => <CheckboxField label="I accept the terms and conditions" error="Accept the terms to book" />;
export const Disabled: Story = () => <CheckboxField label="Child seat (none left)" disabled />;

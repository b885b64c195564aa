import type { Story, StoryDefault } from '@ladle/react';
import { Field, TextAreaField } from '..';

export default { title: 'Field' } satisfies StoryDefault;

export const Text: Story = () => <Field label="Full name" autoComplete="name" />;
export const WithHint: Story = () => <Field label="Flight number" hint="For example BA1234" />;
export const Required: Story = () => <Field label="Email" type="email" required />;
export const WithError: Story = () => <Field label="Phone" type="tel" defaultValue="123" error="Enter a UK mobile number" />;
export const HiddenLabel: Story = () => <Field label="Search" hideLabel type="search" />;
export const Disabled: Story = () => <Field label="Reference" defaultValue="ABC123" disabled />;
export const TextArea: Story = () => <TextAreaField label="Notes for the driver" hint="Up to 200 characters" />;
export const TextAreaWithError: Story = () => <TextAreaField label="Notes for the driver" error="Too long" />;

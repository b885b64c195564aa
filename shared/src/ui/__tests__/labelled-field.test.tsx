import { render, screen } from '@testing-library/react';
import { Field, SelectField, TextAreaField, ThemeProvider } from '..';

// One wrapper (LabelledField) gives every control the same label, hint, error and required mark.
const controls = [
  ['Field', 'textbox', (p: { hint?: string; error?: string; required?: boolean; hideLabel?: boolean }) => <Field label="Name" {...p} />],
  [
    'TextAreaField',
    'textbox',
    (p: { hint?: string; error?: string; required?: boolean; hideLabel?: boolean }) => <TextAreaField label="Name" {...p} />,
  ],
  [
    'SelectField',
    'combobox',
    (p: { hint?: string; error?: string; required?: boolean; hideLabel?: boolean }) => <SelectField label="Name" options={['a']} {...p} />,
  ],
] as const;

describe.each(controls)('%s', (_name, role, renderControl) => {
  const renderIt = (props: Parameters<typeof renderControl>[0]) => render(<ThemeProvider>{renderControl(props)}</ThemeProvider>);

  test('links hint and error, and is invalid only with an error', () => {
    renderIt({ hint: 'As on your licence', error: 'Enter a name' });
    const control = screen.getByRole(role, { name: 'Name' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('As on your licence Enter a name');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name');
  });

  test('a required control shows the mark outside its name; a hidden label still names it', () => {
    renderIt({ required: true, hideLabel: true });
    const control = screen.getByRole(role, { name: 'Name' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});

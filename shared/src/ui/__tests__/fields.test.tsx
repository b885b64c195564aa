import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CheckboxField, Field, SelectField, TextAreaField, ThemeProvider } from '..';

const renderThemed = (ui: React.ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('Field', () => {
  test('the label names the input; hint and error are linked; invalid is announced', () => {
    renderThemed(<Field label="E-mail" hint="We send the booking details here" error="Enter Passenger Email to receive booking details" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the booking details here Enter Passenger Email to receive booking details');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter Passenger Email to receive booking details');
  });

  test('without an error it is not invalid and has no alert', () => {
    renderThemed(<Field label="First name" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('required shows a mark but keeps the accessible name clean', () => {
    renderThemed(<Field label="Mobile number" required />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toBeRequired();
  });

  test('a hidden label still names the input', () => {
    renderThemed(<Field label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  test('two fields get different ids', () => {
    renderThemed(
      <>
        <Field label="One" />
        <Field label="Two" />
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
  });

  test('an aria-describedby passed in is kept alongside the error', () => {
    renderThemed(
      <>
        <p id="tip">Add a + at the start</p>
        <Field label="Number" aria-describedby="tip" error="Required" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAccessibleDescription('Add a + at the start Required');
  });
});

describe('react-hook-form register reaches the controls', () => {
  function Form({ onSubmit }: { onSubmit: (values: unknown) => void }) {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm({
      defaultValues: { email: '', passengers: '1', info: '', terms: false },
    });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <Field label="Email" {...register('email', { required: 'Email is required' })} error={errors.email?.message} />
        <SelectField label="Passengers" options={['1', '2', '3']} {...register('passengers')} />
        <TextAreaField label="Additional info" {...register('info')} />
        <CheckboxField label="I accept the terms" {...register('terms')} />
        <button type="submit">Next</button>
      </form>
    );
  }

  test('values typed and chosen are submitted; a missing one shows its error', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderThemed(<Form onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amelia@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Passengers' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Additional info' }), 'Two cases');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'amelia@example.com', passengers: '3', info: 'Two cases', terms: true },
      expect.anything(),
    );
  });
});

describe('SelectField', () => {
  test('takes plain values and value/label pairs, with a placeholder', () => {
    renderThemed(
      <SelectField
        label="Duration"
        placeholder="Select…"
        options={[
          { value: '4hour', label: '4 Hours' },
          { value: '5hour', label: '5 Hours' },
        ]}
        error="Choose a duration"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Duration' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a duration');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select…', '4 Hours', '5 Hours']);
    expect(screen.getByRole('option', { name: '5 Hours' })).toHaveValue('5hour');
  });
});

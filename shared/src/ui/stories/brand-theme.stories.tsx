import type { Story, StoryDefault } from '@ladle/react';
import { Alert, Button, Field, ThemeProvider, brandTheme } from '..';

export default { title: 'Brand theme' } satisfies StoryDefault;

/** An operator's colours on the kit; the page keeps the demo theme's global styles. */
const Branded = ({ primary, accent }: { primary: string; accent: string }) => (
  <ThemeProvider theme={brandTheme(primary, accent)} withGlobalStyle={false}>
    <Field label="Full name" />
    <p>
      <Button>Book now</Button> <Button variant="secondary">Back</Button>
    </p>
    <Alert title="Branded">Buttons and links take the operator&apos;s colours.</Alert>
  </ThemeProvider>
);

export const DarkGreen: Story = () => <Branded primary="#0b6e4f" accent="#f2a900" />;
export const PaleYellow: Story = () => <Branded primary="#ffe066" accent="#1d3557" />;

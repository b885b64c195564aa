import type { Story, StoryDefault } from '@ladle/react';
import { Button, Card, CardTitle, DetailList, Grid, Page, PageTitle, Row, Stack } from '..';

export default { title: 'Layout' } satisfies StoryDefault;

export const PageWithCards: Story = () => (
  <Page $width="narrow">
    <PageTitle>Your journey</PageTitle>
    <Stack>
      <Card>
        <CardTitle>Pick-up</CardTitle>
        <DetailList>
          <dt>From</dt>
          <dd>Heathrow Terminal 5</dd>
          <dt>When</dt>
          <dd>12 March, 09:30</dd>
        </DetailList>
      </Card>
      <Row $justify="end">
        <Button variant="secondary">Back</Button>
        <Button>Continue</Button>
      </Row>
    </Stack>
  </Page>
);

export const GridOfCards: Story = () => (
  <Grid $columns={3}>
    {['Saloon', 'Estate', 'MPV'].map((name) => (
      <Card key={name} $padding="md">
        <CardTitle>{name}</CardTitle>
        <p>Up to 4 passengers.</p>
      </Card>
    ))}
  </Grid>
);

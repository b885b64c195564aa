import type { Story, StoryDefault } from '@ladle/react';
import { PriceBreakdown } from '../../breakdown';

export default { title: 'Price breakdown' } satisfies StoryDefault;

const lines = [
  { label: 'Base fare', value: '£40.00' },
  { label: 'Meet & Greet', value: '£12.00' },
  { label: 'Return fare', value: '£40.00' },
  { label: 'Total', value: '£92.00', isTotal: true },
];

/** Closed until tapped: the lines are written only when shown. */
export const WithLines: Story = () => <PriceBreakdown lines={lines} />;
export const ForOneOfSeveralCards: Story = () => (
  <>
    <p id="saloon-card">Saloon, Capital Cars</p>
    <PriceBreakdown lines={lines} describedBy="saloon-card" />
  </>
);

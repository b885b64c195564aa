import { render } from '@testing-library/react';
import { useAfterFirstCommit } from '..';

test('is false in the first render and true in the render after its first commit', () => {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useAfterFirstCommit());
    return null;
  }
  const { rerender } = render(<Probe />);
  expect(seen).toEqual([false, true]);
  rerender(<Probe />);
  expect(seen).toEqual([false, true, true]);
});

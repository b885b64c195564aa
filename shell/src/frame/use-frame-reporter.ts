import { useEffect } from 'react';
import { startFrameReporter } from './frame-reporter';

/** Reports height and URL to the embedding page while mounted (only when framed, only to `origins`). */
export function useFrameReporter(origins: readonly string[]): void {
  const key = origins.join(' ');
  useEffect(() => startFrameReporter(window, key ? key.split(' ') : []), [key]);
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// findBy* and waitFor wait up to 5 s, not 1 s: a screen behind a lazy import or a mocked call can
// take over a second on a loaded 2-core CI machine. A screen that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

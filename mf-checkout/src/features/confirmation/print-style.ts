import { createGlobalStyle } from 'styled-components';

/** A clean one-page printout: only the confirmation, no site chrome, buttons or shadows. */
export const ConfirmationPrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    body { background: #fff !important; }
    body * { visibility: hidden; }
    [data-print-root], [data-print-root] * { visibility: visible; }
    [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; font-size: 11pt; }
    [data-print-root] [data-no-print] { display: none !important; }
    [data-print-root] h1 { font-size: 18pt; margin-bottom: 4pt; }
  }
`;

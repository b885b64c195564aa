import CorporateArea from './corporate-area';
import { buildLabel } from './build-label';

// Exposed as mf_corporate/App: the corporate area with this remote's release label.
export default function App() {
  return (
    <>
      <CorporateArea />
      {buildLabel ? <small>Release {buildLabel}</small> : null}
    </>
  );
}

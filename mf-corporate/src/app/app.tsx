import { useMemo } from 'react';
import { appSettingsAtom, StoreProvider, useAtomValue } from '@booking/shared/store';
import { DEFAULT_AREA_OPTIONS } from '../lib/area';
import { storedAreaSettings } from '../lib/area-options';
import { AreaRoot } from './area-root';
import { buildLabel } from './build-label';

/** Our shell's area: at the site root, with the settings the shell loaded and stored (`appSettings`). */
function ShellArea() {
  const stored = useAtomValue(appSettingsAtom);
  const options = useMemo(() => ({ ...DEFAULT_AREA_OPTIONS, settings: storedAreaSettings(stored) }), [stored]);
  return <AreaRoot options={options} />;
}

// Exposed as mf_corporate/App: the corporate area as our shell mounts it, with this remote's release label.
export default function App() {
  return (
    <StoreProvider>
      <ShellArea />
      {buildLabel ? <small>Release {buildLabel}</small> : null}
    </StoreProvider>
  );
}

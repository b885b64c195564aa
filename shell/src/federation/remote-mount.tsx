import { lazy, Suspense, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteModuleRef } from '@booking/shared/domain';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteComponent, type RemoteComponent } from './remotes';
import { RemoteLoading } from '@booking/shared/federation';

// One lazy component per exposed module, created once: React.lazy caches what it loaded.
const lazyModules = new Map<string, LazyExoticComponent<RemoteComponent>>();

function lazyRemote({ remote, module }: RemoteModuleRef) {
  const key = `${remote}/${module}`;
  let component = lazyModules.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(remote, module));
    lazyModules.set(key, component);
  }
  return component;
}

/**
 * Mounts one exposed remote module with its loading state and its own failure area. While `held`, it
 * shows the loading state as content, so the remote that follows replaces it in one commit.
 */
export function RemoteMount({ target, held = false }: { target: RemoteModuleRef; held?: boolean }) {
  const Remote = lazyRemote(target);
  const { pathname } = useLocation();
  return (
    <RemoteBoundary remote={target.remote} resetKey={pathname}>
      <Suspense fallback={<RemoteLoading />}>{held ? <RemoteLoading /> : <Remote />}</Suspense>
    </RemoteBoundary>
  );
}

import { Navigate, useLocation } from 'react-router-dom';
import { guardStep } from '@booking/shared/domain';
import { RemoteMount } from '../federation/remote-mount';
import { useFlowData } from '../navigation/use-flow-data';
import { findRoute } from './route-table';

/**
 * Mounts the remote module(s) the route table names for the current path. An unknown path goes to
 * '/'; a flow step entered without its earlier data (typed URL, refresh, back button) goes where the
 * step bar would send it (DECISIONS "Routes").
 */
export function RouteView() {
  const { pathname } = useLocation();
  const flow = useFlowData();
  const route = findRoute(pathname);
  if (!route) return <Navigate to="/" replace />;
  const redirect = guardStep(pathname, flow);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      {route.mounts.map((target) => (
        <RemoteMount key={`${target.remote}/${target.module}`} target={target} />
      ))}
    </>
  );
}

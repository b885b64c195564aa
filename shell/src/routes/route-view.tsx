import { memo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findRoute, guardStep, pathTo } from '@booking/shared/domain';
import { useAfterFirstCommit } from '@booking/shared/ui';
import { RemoteMount } from '../federation/remote-mount';
import { useFlowData } from '../navigation/use-flow-data';

/**
 * Mounts the remote module(s) the route table names for the current path. An unknown path goes to
 * root; a flow step entered without its earlier data (typed URL, refresh, back button) goes where the
 * step bar would send it (product §10 "Routes").
 *
 * On the visit's first render the remote is held for one commit: the page's chrome (navbar, step bar,
 * footer, the settings overlay) commits and runs its effects on its own, and the remote's page follows
 * in a commit of its own. Together they would be the longest task on `/` (docs/decisions/start-up.md).
 */
export const RouteView = memo(function RouteView() {
  const chromeCommitted = useAfterFirstCommit();
  const { pathname } = useLocation();
  const flow = useFlowData();
  const route = findRoute(pathname);
  if (!route) return <Navigate to={pathTo('root')} replace />;
  const redirect = guardStep(pathname, flow);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      {route.mounts.map((target) => (
        <RemoteMount key={`${target.remote}/${target.module}`} target={target} held={!chromeCommitted} />
      ))}
    </>
  );
});

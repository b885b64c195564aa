// @booking/shared/federation: how the shell and the remotes mount each other's exposed parts at run time.
export { FALLBACK_MODULE_FLAG, findHostInstance, loadRemotePart, parsePartId, RemotePartError, type FederationInstanceLike, type InstanceSource } from './host-instance';
export { RemoteBoundary, type RemoteBoundaryProps } from './remote-boundary';
export { RemoteLoading, type RemoteLoadingProps } from './remote-loading';
export { RemotePart, type RemotePartId, type RemotePartProps } from './remote-part';
export { RemoteUnavailable, type RemoteUnavailableProps } from './remote-unavailable';

// @booking/shared/federation: how the shell and the remotes mount each other's exposed parts at run time.
export { RemoteDeadlineError, withinDeadline } from './deadline';
export { FALLBACK_MODULE_FLAG } from './host-instance';
export { RemoteBoundary } from './remote-boundary';
export { RemoteLoading } from './remote-loading';
export { RemotePart } from './remote-part';
export { RemoteUnavailable } from './remote-unavailable';

import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { retryableLazy, Spinner } from '@booking/shared/ui';
import { BookingsPage } from '../features/bookings/bookings-page';
import { RequireSession } from '../features/session/require-session';
import { pageAt, useArea } from '../lib/area';
import { AreaFrame } from './area-frame';

// The profile brings the phone-number library (~30 KB gzip): loaded when it is opened, not on sign-in.
const ProfilePage = retryableLazy(() => import('../features/profile/profile-page').then((module) => ({ default: module.ProfilePage })));
// The sign-in form brings react-hook-form (~12 KB gzip), which the bookings list does not use: a
// returning passenger who opens their bookings does not download it (a journey page's JS stays within 200 KB gzip).
const SignInPage = retryableLazy(() => import('../features/sign-in/sign-in-page').then((module) => ({ default: module.SignInPage })));

/**
 * The area's pages under its base path. Matched here rather than with <Routes>, so that the area
 * works whether the host's router mounts it at the top level (our shell) or under a splat route.
 */
export function AreaRoutes() {
  const { pathname } = useLocation();
  const { basePath, bookNowPath, path } = useArea();
  const page = pageAt(pathname, basePath);

  switch (page) {
    case 'login':
      return (
        <Suspense fallback={<Spinner label="Loading the sign-in form" />}>
          <SignInPage />
        </Suspense>
      );
    case 'bookings':
      return (
        <RequireSession>
          <AreaFrame>
            <BookingsPage />
          </AreaFrame>
        </RequireSession>
      );
    case 'my-account':
      return (
        <RequireSession>
          <AreaFrame>
            <Suspense fallback={<Spinner label="Loading your profile" />}>
              <ProfilePage />
            </Suspense>
          </AreaFrame>
        </RequireSession>
      );
    case 'book-now':
      return <Navigate to={bookNowPath} replace />;
    default:
      // A portal's link to the area itself ('/portal/corporate/') or to a page it does not have
      // ('/portal/corporate/nope') opens the bookings. Under our shell (no base path) the shell's own
      // routes decide, and a path outside the area is none of its business.
      return basePath && page !== null ? <Navigate to={path('bookings')} replace /> : null;
  }
}

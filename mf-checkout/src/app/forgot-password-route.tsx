import { retryableLazy } from '@booking/shared/ui';
import { priceDetailsAtom, selectedVehicleDataAtom, useAtomValue } from '@booking/shared/store';
import { guardStep, pathTo } from '@booking/shared/domain';

const ForgotPasswordPage = retryableLazy(() => import('../features/forgot-password/forgot-password-page'));

const PERSONAL_DETAILS = pathTo('personalDetails');

/** Forgot password: after a reset, personal details, or the step guard's fall-back when there is no journey. */
export function ForgotPasswordRoute() {
  const priceDetails = useAtomValue(priceDetailsAtom);
  const selectedVehicle = useAtomValue(selectedVehicleDataAtom);
  const afterResetPath = guardStep(PERSONAL_DETAILS, { priceDetails, selectedVehicle }) ?? PERSONAL_DETAILS;
  return <ForgotPasswordPage afterResetPath={afterResetPath} />;
}

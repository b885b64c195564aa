import { atom } from '@booking/shared/store';
import type { PricePopup } from './model/price-popup';

/**
 * The popup of a search refused in Edit Quote, carried to the home page: the results page it was
 * asked on has no prices left to show (product §10 "Money, trust and privacy": no prices are kept), so the
 * visitor reads why there. Memory only; the home page takes it when it mounts.
 */
export const carriedPopupAtom = atom<PricePopup | null>(null);

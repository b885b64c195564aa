// @booking/shared/breakdown: what a total is made of (base fare, each extra per leg, return fare, vehicles,
// total) and the 'Price breakdown' disclosure that shows it. Its own subpath, off `/`: only the results,
// checkout and confirmation screens show a total.
export { breakdownLines } from './lines';
export { PriceBreakdown } from './price-breakdown';

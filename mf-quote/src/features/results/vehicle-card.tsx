import { memo, useState } from 'react';
import type { PriceDetail } from '@booking/shared/api';
import { VEHICLE_QUANTITY_OPTIONS, vehicleSelectionKey } from '@booking/shared/domain';
import { Button } from '@booking/shared/ui';
import {
  filledStars,
  formatRating,
  handLuggageLabel,
  luggageLabel,
  passengersLabel,
  quantityLabel,
  vehicleImageUrl,
  type TripLabel,
} from './model/card-labels';
import { classDrawingUrl } from './model/vehicle-class';
import { CardBreakdown } from './card-breakdown';
import { CardBox } from './vehicle-card.styles';

export interface VehicleCardProps {
  entry: PriceDetail;
  /** 'lowest' is the Lowest Price card: no quantity, the breakdown's final price. */
  kind: 'lowest' | 'selection';
  trip: TripLabel;
  showRating: boolean;
  /** The formatted total for what is selected. */
  priceText: string;
  /** The operator's "what a price includes" line, shown on a priced card; null for none. */
  includes: string | null;
  /** The card's total, for its breakdown under the price. */
  total: number;
  quantity: number;
  bookable: boolean;
  /** Another card's Book Now is being priced: every card waits. */
  busy: boolean;
  onQuantity: (entry: PriceDetail, quantity: number) => void;
  onBook: (entry: PriceDetail, kind: 'lowest' | 'selection') => void;
  onContact: () => void;
}

function Rating({ rating }: { rating: number }) {
  const text = formatRating(rating);
  if (!text) return null;
  const full = filledStars(rating);
  const stars = '★'.repeat(full) + '☆'.repeat(5 - full);
  return (
    <p>
      <span role="img" aria-label={`Rated ${text} out of 5`}>
        <span className="stars">{stars}</span> {text}
      </span>
    </p>
  );
}

/**
 * The API's image, else the drawing of the vehicle's class; when one does not load, the next, then
 * nothing (never a broken image).
 */
function VehiclePicture({ entry }: { entry: VehicleCardProps['entry'] }) {
  const [failed, setFailed] = useState(0);
  const sources = [vehicleImageUrl(entry.vehicle_image), classDrawingUrl(entry)].filter((src): src is string => Boolean(src));
  const src = sources[failed];
  if (!src) return <span className="picture" />;
  return (
    <img
      className="picture"
      src={src}
      alt={entry.vehicle_type}
      loading="lazy"
      decoding="async"
      width={160}
      height={100}
      onError={() => setFailed((n) => n + 1)}
    />
  );
}

/** One vehicle and operator (product §2 "Each card"). Memoised: a layout toggle or another card's quantity leaves it alone. */
export const VehicleCard = memo(function VehicleCard(props: VehicleCardProps) {
  const { entry, kind, trip, showRating, priceText, includes, total, quantity, bookable, busy, onQuantity, onBook, onContact } = props;
  const key = vehicleSelectionKey(entry);
  const titleId = `vehicle-${kind}-${key}`;
  return (
    <CardBox aria-labelledby={`${titleId} ${titleId}-company`} data-lowest={kind === 'lowest'}>
      <VehiclePicture key={entry.vehicle_image} entry={entry} />
      <div>
        {kind === 'lowest' ? <p className="badge">Lowest Price</p> : null}
        <h3 id={titleId}>{entry.vehicle_type}</h3>
        <p className="company" id={`${titleId}-company`}>
          {entry.company_name}
        </p>
        {showRating ? <Rating rating={entry.rating} /> : null}
        <ul>
          <li>{passengersLabel(entry.max_seat)}</li>
          <li>{luggageLabel(entry.luggage)}</li>
          <li>{handLuggageLabel(entry.small_luggage)}</li>
          <li>{trip}</li>
        </ul>
      </div>
      <div className="actions">
        {bookable ? (
          <p className="price">
            {priceText}
            {kind === 'selection' && quantity > 1 ? <small>{`total for ${quantity} vehicles`}</small> : null}
          </p>
        ) : (
          // A price of 0 is no price: the operator quotes it on request (DECISIONS "What the visitor sees").
          <p className="price on-request">Price on request</p>
        )}
        {bookable ? <CardBreakdown entry={entry} total={total} quantity={quantity} describedBy={`${titleId} ${titleId}-company`} /> : null}
        {kind === 'selection' && bookable ? (
          <>
            <label htmlFor={`${titleId}-quantity`}>Vehicles</label>
            <select
              id={`${titleId}-quantity`}
              aria-describedby={`${titleId} ${titleId}-company`}
              value={quantity}
              disabled={busy}
              onChange={(event) => onQuantity(entry, Number(event.target.value))}
            >
              {VEHICLE_QUANTITY_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {quantityLabel(n)}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {bookable ? (
          <Button variant="primary" busy={busy} aria-describedby={`${titleId} ${titleId}-company`} onClick={() => onBook(entry, kind)}>
            Book Now
          </Button>
        ) : (
          <Button variant="warning" aria-describedby={`${titleId} ${titleId}-company`} onClick={onContact}>
            Contact Us
          </Button>
        )}
      </div>
      {bookable && includes ? (
        <p className="includes">
          <span aria-hidden="true">✓</span> <span>{includes}</span>
        </p>
      ) : null}
    </CardBox>
  );
});

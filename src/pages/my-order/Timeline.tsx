import type { TimelineEvent } from '../../domain/my-order';
import { formatUsd } from '../../domain/money';
import { describeDay, describeMoment } from './dates';

function Offered({ event }: { event: Extract<TimelineEvent, { type: 'offered' }> }) {
  return (
    <>
      <h3>Puja offered</h3>
      <p>
        {event.puja} was offered
        {event.date ? <> on {describeDay(event.date)}</> : null} at {event.place} by {event.by}, for{' '}
        {event.people.join(', ')}.
      </p>
      {event.photos.length > 0 ? (
        <ul className="my-order-photos" aria-label="Photographs of the puja">
          {event.photos.map((photo) => (
            <li key={photo.url}>
              <img src={photo.url} alt={photo.alt} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {event.videoUrl ? (
        <p>
          <a href={event.videoUrl} rel="noreferrer">
            Watch the recording of the puja
          </a>
        </p>
      ) : null}
    </>
  );
}

function EventBody({ event }: { event: TimelineEvent }) {
  switch (event.type) {
    case 'received':
      return (
        <>
          <h3>Order received</h3>
          <p>Your order was received and paid.</p>
        </>
      );
    case 'offered':
      return <Offered event={event} />;
    case 'prasad-posted':
      return (
        <>
          <h3>Prasad posted</h3>
          <p>
            Sent by {event.carrier}, tracking number{' '}
            <span translate="no">{event.trackingNumber}</span>.
          </p>
          {event.trackingUrl ? (
            <p>
              <a href={event.trackingUrl} rel="noreferrer">
                Track the parcel on the {event.carrier} website
              </a>
            </p>
          ) : (
            <p>Enter the tracking number on the {event.carrier} website to follow the parcel.</p>
          )}
        </>
      );
    case 'refunded':
      return (
        <>
          <h3>Refunded</h3>
          <p>{formatUsd(event.amountCents)} was given back to your card.</p>
          {event.receiptUrl ? (
            <p>
              <a href={event.receiptUrl} download>
                Download the refund receipt (PDF)
              </a>
            </p>
          ) : null}
        </>
      );
  }
}

/** What has happened to the order, oldest first. */
export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="my-order-timeline">
      {events.map((event, index) => (
        <li key={`${event.type}-${event.at}-${index}`} data-event={event.type}>
          <p className="my-order-timeline__when">
            <time dateTime={event.at}>{describeMoment(event.at)}</time>
          </p>
          <EventBody event={event} />
        </li>
      ))}
    </ol>
  );
}

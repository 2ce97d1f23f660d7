import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../app/router';
import type { TimelineEvent } from '../../../domain/my-order';
import { formatUsd } from '../../../domain/money';
import { langIfOther } from '../../../domain/puja-words';
import { describeDay, describeMoment } from './dates';

function Offered({ event }: { event: Extract<TimelineEvent, { type: 'offered' }> }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { place, by } = event;
  const pujaLang = langIfOther(event.pujaLang ?? 'en', language);
  const puja = <span lang={pujaLang}>{event.puja}</span>;
  const people = event.people.join(', ');
  const day = event.date ? describeDay(event.date, language) : null;
  const name = event.puja;
  const alt = day ? t`Photograph of ${name}, offered on ${day}` : t`Photograph of ${name}`;
  return (
    <>
      <h3>
        <Trans>Puja offered</Trans>
      </h3>
      <p>
        {day ? (
          <Trans>
            {puja} was offered on {day} at {place} by {by}, for {people}.
          </Trans>
        ) : (
          <Trans>
            {puja} was offered at {place} by {by}, for {people}.
          </Trans>
        )}
      </p>
      {event.photos.length > 0 ? (
        <ul className="my-order-photos" aria-label={t`Photographs of the puja`}>
          {event.photos.map((photo) => (
            <li key={photo.url}>
              <img src={photo.url} alt={alt} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {event.videoUrl ? (
        <p>
          <a href={event.videoUrl} rel="noreferrer">
            <Trans>Watch the recording of the puja</Trans>
          </a>
        </p>
      ) : null}
    </>
  );
}

function PrasadPosted({ event }: { event: Extract<TimelineEvent, { type: 'prasad-posted' }> }) {
  const { carrier, trackingNumber } = event;
  return (
    <>
      <h3>
        <Trans>Prasad posted</Trans>
      </h3>
      <p>
        <Trans>
          Sent by {carrier}, tracking number <span translate="no">{trackingNumber}</span>.
        </Trans>
      </p>
      {event.trackingUrl ? (
        <p>
          <a href={event.trackingUrl} rel="noreferrer">
            <Trans>Track the parcel on the {carrier} website</Trans>
          </a>
        </p>
      ) : (
        <p>
          <Trans>Enter the tracking number on the {carrier} website to follow the parcel.</Trans>
        </p>
      )}
    </>
  );
}

function Refunded({ event }: { event: Extract<TimelineEvent, { type: 'refunded' }> }) {
  const amount = formatUsd(event.amountCents, useLanguage());
  return (
    <>
      <h3>
        <Trans comment="an event: money given back">Refunded</Trans>
      </h3>
      <p>
        <Trans>{amount} was given back to your card.</Trans>
      </p>
      {event.receiptUrl ? (
        <p>
          <a href={event.receiptUrl} download>
            <Trans>Download the refund receipt (PDF)</Trans>
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
          <h3>
            <Trans>Order received</Trans>
          </h3>
          <p>
            <Trans>Your order was received and paid.</Trans>
          </p>
        </>
      );
    case 'offered':
      return <Offered event={event} />;
    case 'prasad-posted':
      return <PrasadPosted event={event} />;
    case 'refunded':
      return <Refunded event={event} />;
  }
}

/** What has happened to the order, oldest first. */
export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  const language = useLanguage();
  return (
    <ol className="my-order-timeline">
      {events.map((event, index) => (
        <li key={`${event.type}-${event.at}-${index}`} data-event={event.type}>
          <p className="my-order-timeline__when">
            <time dateTime={event.at}>{describeMoment(event.at, language)}</time>
          </p>
          <EventBody event={event} />
        </li>
      ))}
    </ol>
  );
}

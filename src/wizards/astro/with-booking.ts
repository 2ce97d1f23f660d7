import { createElement, type ReactNode } from 'react';
import type { BookingView } from '../../../domain/astro/api';

interface HasBooking {
  snapshot: { context: { booking: BookingView | null } };
}

/** Renders `Step` with the flow's booking; nothing while there is none. */
export function withBooking<P extends HasBooking>(
  Step: (props: P & { booking: BookingView }) => ReactNode,
) {
  return function BookedStep(props: P) {
    const { booking } = props.snapshot.context;
    return booking ? createElement(Step, { ...props, booking }) : null;
  };
}

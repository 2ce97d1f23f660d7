/** The astrology bookings as the rest of the server sees them. */
export { applyPaymentToBooking } from './payment-subject';
export { registerAstroRoutes } from './routes';
export { findBookingFor } from './booking-view';

import type { BookingClient } from '@mym/sdk/booking';
import { createContext, useContext } from 'react';

/** The public booking client of the widget (no creator session: the fan books as anyone may). */
export const BookingClientContext = createContext<BookingClient | null>(null);

export function useBookingClient(): BookingClient {
  const client = useContext(BookingClientContext);
  if (!client) throw new Error('useBookingClient needs a <BookingWidget> above it');
  return client;
}

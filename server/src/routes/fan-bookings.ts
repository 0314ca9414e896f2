import { normalizeIP } from '@fastify/rate-limit';
import { fanBookingPayloadStruct, fanBookingStruct } from '@mym/sdk/contract';
import { validateBookingDetails } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { findFanBooking } from '../db/bookings';
import { ensureFanOfCreator } from '../db/fan-accounts';
import { findPayment } from '../db/payments';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentBooking, presentFanBooking } from '../presenters/booking';
import { bookingRefusal } from '../services/booking-refusals';
import { bookConsultation } from '../services/consultation-slots';

/**
 * A signed-in fan books a consultation: the public booking, with the consultation's price charged. A paid
 * booking holds its slot and is confirmed once the payment service confirms its payment (the sale of the
 * ledger, source `booking`); a free one is confirmed at once.
 */
export function fanBookingRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/fan/consultations/:id/bookings',
    tag: 'fan',
    access: 'fan',
    summary:
      'Book a consultation as the signed-in fan; a priced one answers its payment to pay and waits for it',
    body: fanBookingPayloadStruct,
    response: fanBookingStruct,
    successStatus: 201,
    handler: async ({ request, params, body }) => {
      const details = { ...body, name: request.fanAccount.name };
      rejectIfInvalid(validateBookingDetails(details));
      const account = request.fanAccount;
      const outcome = await bookConsultation(
        ctx,
        params.id as string,
        details,
        normalizeIP(request.ip),
        async (creatorId) => (await ensureFanOfCreator(db, account, creatorId)).id,
      );
      if (outcome.kind !== 'booked') throw bookingRefusal(outcome);
      const payment = outcome.paymentId ? await findPayment(db, outcome.paymentId) : undefined;
      return presentFanBooking(
        outcome.booking,
        payment ? 'awaiting_payment' : 'confirmed',
        payment,
        outcome.ics,
      );
    },
  });
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/bookings/:id',
    tag: 'fan',
    access: 'fan',
    summary: 'A paid booking of the fan: whether it is confirmed, and its payment',
    response: fanBookingStruct,
    handler: async ({ request, params }) => {
      const row = await findFanBooking(db, request.fanAccount.id, params.id as string);
      if (!row) throw notFound();
      return presentFanBooking(presentBooking(row), row.state, await findPayment(db, row.paid_with));
    },
  });
}

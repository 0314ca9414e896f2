import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error the API answers with its own status and machine-readable code (DESIGN "Wire format"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The one shape of every error the API answers (`{ error: { code, message, fields? } }`, DESIGN "Wire format"). */
export function errorEnvelope(code: string, message: string, fields?: Record<string, string[]>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function sendError(reply: FastifyReply, error: ApiError) {
  return reply.status(error.status).send(errorEnvelope(error.code, error.message, error.fields));
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx: a malformed uuid, a number out of range, a date the
 * database cannot hold) is the client's value, not our fault: whatever slipped past the contract is a 400.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Connection-level failures of the database (a restart, a cut connection): a passing outage, worth a retry. */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
]);
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(message)
  );
}

/** Maps every thrown error, ours or Fastify's (body too large, bad JSON), to the `{ error }` envelope. */
export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendError(reply, error);
  if (error.statusCode === undefined && isDataException(error)) {
    request.log.warn({ err: error }, 'a value the database refused');
    return sendError(reply, new ApiError(400, 'bad_request', 'A value is malformed or out of range'));
  }
  if (error.statusCode === undefined && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '1');
    return sendError(
      reply,
      new ApiError(503, 'service_unavailable', 'The service is briefly unavailable; try again'),
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error(error);
    return sendError(reply, new ApiError(500, 'internal_error', 'Something went wrong on our side'));
  }
  const code =
    status === 413
      ? 'payload_too_large'
      : status === 414
        ? 'uri_too_long'
        : status === 415
          ? 'unsupported_media_type'
          : 'bad_request';
  return sendError(reply, new ApiError(status, code, error.message));
}

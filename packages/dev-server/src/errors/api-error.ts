import { ScreenkitError } from '@screenkit/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The service's error body. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errorCode?: string;
  /** On 401s the service repeats the reason here: `{ error: 'Invalid token' }`. */
  attributes?: { error: string };
}

/**
 * A request the Management API refuses. `errorCode` is the service's code (`invalid_body`,
 * `insufficient_scope`, ...), `path` the offending property, `apiMessage` the body's message.
 */
export class ApiError extends ScreenkitError {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  readonly errorCode: string | undefined;
  readonly apiMessage: string;

  constructor(
    status: ContentfulStatusCode,
    errorCode: string | undefined,
    message: string,
    path = '',
  ) {
    super(errorCode ?? `http_${status}`, path, message);
    this.status = status;
    this.errorCode = errorCode;
    this.apiMessage = message;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = {
      statusCode: this.status,
      error: REASONS[this.status] ?? 'Error',
      message: this.apiMessage,
    };
    if (this.errorCode) body.errorCode = this.errorCode;
    if (this.status === 401) body.attributes = { error: this.apiMessage };
    return body;
  }
}

export const invalidBody = (message: string, path = '') =>
  new ApiError(400, 'invalid_body', `Payload validation error: ${message}`, path);
export const invalidUri = (message: string, path = '') =>
  new ApiError(400, 'invalid_uri', `Path validation error: ${message}`, path);
export const invalidQuery = (message: string, path = '') =>
  new ApiError(400, 'invalid_query_string', `Query validation error: ${message}`, path);

// The HTTP contract between the browser and the Worker: error codes and bodies (docs/product.md §10).
import type { API_MESSAGES, AuthCode, NotFoundWords } from "./messages";

/** The 404 of a collection (EVENT_NOT_FOUND…). */
export type NotFoundCode = NotFoundWords["code"];

export type ApiErrorCode =
  keyof typeof API_MESSAGES | AuthCode | NotFoundCode | "NOT_FOUND" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED";

export interface FieldError {
  field: string;
  message: string;
}

/** Every error answer of the API: a stable code and a French sentence. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
  fields?: FieldError[];
}

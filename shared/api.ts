// The HTTP contract between the browser and the Worker: error codes and bodies (docs/product.md §10).
import type { COLLECTIONS, CollectionName } from "./collections";
import type { API_MESSAGES, AuthCode } from "./messages";

/** The 404 of each collection, from its description (EVENT_NOT_FOUND…). */
export type NotFoundCode = (typeof COLLECTIONS)[CollectionName]["words"]["notFound"]["code"];

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

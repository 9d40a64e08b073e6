// The HTTP contract between the browser and the Worker: error codes and bodies.
import type { CollectionName } from "./types";

export type ApiErrorCode =
  | "VALIDATION_FAILED"
  | "UNAUTHENTICATED"
  | "PERMISSION_DENIED"
  | "CSRF_REJECTED"
  // The spec's identity-provider codes (SPEC §8), answered by /api/auth/signup and /login.
  | "auth/user-not-found"
  | "auth/wrong-password"
  | "auth/email-already-in-use"
  | "auth/weak-password"
  | "auth/invalid-email"
  | "EVENT_NOT_FOUND"
  | "PHOTO_NOT_FOUND"
  | "VENUE_NOT_FOUND"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "UPGRADE_REQUIRED"
  | "STORE_UNAVAILABLE"
  | "INTERNAL_ERROR";

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

export const NOT_FOUND_CODE: Record<CollectionName, ApiErrorCode> = {
  events: "EVENT_NOT_FOUND",
  photos: "PHOTO_NOT_FOUND",
  venues: "VENUE_NOT_FOUND",
};

// API errors: thrown anywhere, answered as JSON `{ error, message }` by the app's error handler.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorCode, FieldError } from "../../shared/api";
import { API_MESSAGES, GENERIC_ERROR, REQUEST_MESSAGES } from "../../shared/messages";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first problem of each field: one clear sentence per field for the form. */
export function fieldErrors(error: Issues): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

export const validationFailed = (fields: FieldError[]) => new ApiError(400, "VALIDATION_FAILED", API_MESSAGES.VALIDATION_FAILED, fields);

export function errorResponse(c: Context, error: ApiError) {
  const body: ApiErrorBody = { error: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  return c.json(body, error.status, error.headers);
}

/** The app's onError: known errors keep their code, anything else is logged and hidden. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) {
    // Hono's validator throws this for a body that is not JSON.
    if (error.status === 400) {
      return errorResponse(c, validationFailed([{ field: "body", message: REQUEST_MESSAGES.notJson }]));
    }
    return errorResponse(c, new ApiError(error.status as ContentfulStatusCode, "INTERNAL_ERROR", error.message));
  }
  console.error("Unexpected error", error);
  return errorResponse(c, new ApiError(500, "INTERNAL_ERROR", GENERIC_ERROR));
}

// The browser's one client of the Worker's API (docs/product.md §10): JSON in and out, every
// failure an ApiError with the API's code; lib/errorMessage.ts turns it into French.
import type { ApiErrorBody, FieldError } from "../../../shared/api";

/** A refused or failed call: the API's code (or NETWORK_ERROR when it could not be reached) and its sentence. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly fields: FieldError[] = [],
    /** Seconds to wait, for RATE_LIMITED (the Retry-After header). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The call never reached the API (offline, DNS, a dropped connection): lib/errorMessage says so in French. */
export const networkError = () => new ApiError("NETWORK_ERROR", "");

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * The body of an answer, or the ApiError it carries (every error answer of ours is
 * `{ error, message, fields? }`; anything else, such as a proxy's page, keeps the HTTP status).
 */
export function readAnswer<T>(status: number, text: string, retryAfter: string | null): T {
  const body = parseJson(text);
  if (status >= 200 && status < 300) return body as T;
  const { error, message, fields } = (body && typeof body === "object" ? body : {}) as Partial<ApiErrorBody>;
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  throw new ApiError(
    typeof error === "string" ? error : `HTTP_${status}`,
    typeof message === "string" ? message : "",
    status,
    Array.isArray(fields) ? fields : [],
    Number.isFinite(seconds) ? seconds : undefined,
  );
}

interface CallOptions {
  /** A JSON body, or raw bytes (an image). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API: resolves to the answer's JSON body (null when empty), rejects with an ApiError or an AbortError. */
export async function api<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, { body, signal }: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof Blob) {
    headers["content-type"] = body.type || "application/octet-stream";
    payload = body;
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: "same-origin", headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  const text = await response.text().catch(() => "");
  return readAnswer<T>(response.status, text, response.headers.get("retry-after"));
}

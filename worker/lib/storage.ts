// Storage failures (D1 unreachable, overloaded or with a broken schema; R2 likewise) are one thing
// for a client: 503 STORE_UNAVAILABLE, the cause logged here.
import { API_MESSAGES, REQUEST_MESSAGES } from "../../shared/messages";
import { ApiError } from "./errors";

async function guard<T>(work: Promise<T>, what: string, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error(`${what} error`, error);
    throw new ApiError(503, "STORE_UNAVAILABLE", message);
  }
}

export const guardD1 = <T>(work: Promise<T>) => guard(work, "D1", API_MESSAGES.STORE_UNAVAILABLE);

export const guardR2 = <T>(work: Promise<T>) => guard(work, "R2", REQUEST_MESSAGES.imagesUnavailable);

// D1 unreachable or broken is the same thing for a client: the answer the content store gives.
import { ApiError } from "../errors";

export async function guard<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error("D1 error", error);
    throw new ApiError(503, "STORE_UNAVAILABLE", "Le stockage est momentanément indisponible. Réessayez dans un instant.");
  }
}

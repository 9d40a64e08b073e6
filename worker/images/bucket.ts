// R2 failures reach the client as the same 503 as D1 ones: storage is storage.
import { ApiError } from "../errors";

export async function guardR2<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error("R2 error", error);
    throw new ApiError(503, "STORE_UNAVAILABLE", "Le stockage des images est momentanément indisponible. Réessayez dans un instant.");
  }
}

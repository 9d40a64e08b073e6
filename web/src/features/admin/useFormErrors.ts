// What an item form says is wrong: each field's error, and the sentence above the fields.
import { useState } from "react";
import type { FieldErrors } from "./forms";

export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** A field edited loses its error, and the form its sentence. */
  const clearError = (name: string) => {
    setFailure(null);
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  return { errors, failure, setErrors, setFailure, clearError };
}

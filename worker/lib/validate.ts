// Request validation with the shared zod schemas: a refusal is VALIDATION_FAILED with the fields at fault.
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { fieldErrors, validationFailed } from "./errors";

export const validate = <T extends ZodType>(target: "json" | "param" | "query", schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(fieldErrors(result.error));
  });

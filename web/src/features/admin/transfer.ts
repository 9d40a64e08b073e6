// The admin's calls for « Sauvegarde » (docs/product.md §17): the export downloaded as a file, an
// imported file read and checked in the browser first (size, JSON), then previewed and imported by the API.
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB } from "../../../../shared/limits";
import { TRANSFER_MESSAGES } from "../../../../shared/messages";
import { exportFileName, serializeTransferFile, type ImportPreview, type ImportSummary, type TransferFile } from "../../../../shared/transfer";
import { api } from "../../lib/api";

/** Fetches the export and hands it to the browser as a download; resolves to the file's name. */
export async function downloadExport(): Promise<string> {
  const file = await api<TransferFile>("GET", "/api/transfer/export");
  const name = exportFileName(file.exportedAt);
  const url = URL.createObjectURL(new Blob([serializeTransferFile(file)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

/** A chosen file, read: its JSON, or why it cannot be sent (too large, not JSON). */
export type ChosenFile = { name: string; json: unknown } | { name: string; refusal: string };

export async function readChosenFile(file: File): Promise<ChosenFile> {
  if (file.size > MAX_IMPORT_BYTES) return { name: file.name, refusal: TRANSFER_MESSAGES.tooLarge(MAX_IMPORT_MB) };
  try {
    return { name: file.name, json: JSON.parse(await file.text()) as unknown };
  } catch {
    return { name: file.name, refusal: TRANSFER_MESSAGES.notJson };
  }
}

export const previewImport = (json: unknown) => api<ImportPreview>("POST", "/api/transfer/preview", { body: json });

/** The import, refused (409 CONTENT_CHANGED) if the site's content is no longer the one previewed. */
export const runImport = (json: unknown, preview: ImportPreview) =>
  api<ImportSummary>("POST", `/api/transfer/import?fingerprint=${encodeURIComponent(preview.fingerprint)}`, { body: json });

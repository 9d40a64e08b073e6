// « Exporter » (docs/product.md §17): the whole content downloaded as one file, and how it went.
import { useState } from "react";
import { errorMessage } from "../../lib/errorMessage";
import { downloadExport } from "./transfer";

export type ExportStage = { kind: "idle" } | { kind: "busy" } | { kind: "done"; name: string } | { kind: "failed"; message: string };

export function useTransferExport() {
  const [exporting, setExporting] = useState<ExportStage>({ kind: "idle" });

  const onExport = async () => {
    setExporting({ kind: "busy" });
    try {
      setExporting({ kind: "done", name: await downloadExport() });
    } catch (error) {
      setExporting({ kind: "failed", message: errorMessage(error) });
    }
  };

  return { exporting, onExport };
}

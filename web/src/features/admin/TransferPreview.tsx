// What an import would change (or changed), shown before « Importer » is pressed and once it is done:
// one line per collection and one for the profile, with the images the file names but the site lacks.
import { TriangleAlert } from "lucide-react";
import type { Ref } from "react";
import { COLLECTION_NAMES, COLLECTIONS } from "../../../../shared/collections";
import { API_MESSAGES, TRANSFER_MESSAGES as T } from "../../../../shared/messages";
import { changesNothing, type ImportPreview, type ImportSummary } from "../../../../shared/transfer";

const changeLine = "rounded-xl border border-white/10 bg-night-950/40 px-4 py-2.5";

/** What an import changes (or changed), one line per collection and one for the profile. */
export function ImportChanges({ summary }: { summary: ImportSummary }) {
  return (
    <ul data-testid="transfer-changes" className="space-y-2 text-sm">
      {COLLECTION_NAMES.map((name) => {
        const { added, changed, removed, unchanged } = summary.collections[name];
        return (
          <li key={name} className={changeLine}>
            <span className="font-semibold text-sand-50">{COLLECTIONS[name].words.plural} : </span>
            <span className="text-sand-200">{T.counts(added, changed, removed, unchanged)}</span>
          </li>
        );
      })}
      <li className={changeLine}>
        <span className="font-semibold text-sand-50">{T.profilePlace} : </span>
        <span className="text-sand-200">{T.profileChange[summary.profile]}</span>
      </li>
    </ul>
  );
}

/** The images the file names that the site does not hold: the import is refused until they are sent. */
function MissingImages({ missing }: { missing: string[] }) {
  return (
    <div role="alert" data-testid="transfer-missing-images" className="rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm text-red-200">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
        {T.missingImagesTitle(missing.length)}
      </p>
      <ul className="mt-2 space-y-1 font-mono text-xs break-all">
        {missing.map((image) => (
          <li key={image}>{image}</li>
        ))}
      </ul>
      <p className="mt-2">{API_MESSAGES.IMAGES_MISSING}</p>
    </div>
  );
}

/** The file's preview: its changes, then either the missing images or what confirming does. */
export function PreviewPanel({ name, preview, headingRef }: { name: string; preview: ImportPreview; headingRef: Ref<HTMLHeadingElement> }) {
  const missing = preview.missingImages;
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-sand-50 focus-visible:outline-none">
        {T.previewTitle(name)}
      </h3>
      <ImportChanges summary={preview} />
      {missing.length > 0 ? (
        <MissingImages missing={missing} />
      ) : (
        <p className="flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-500/10 px-4 py-3 text-sm font-medium text-amber-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
          {changesNothing(preview) ? T.nothingChanges : T.replaceWarning}
        </p>
      )}
    </div>
  );
}

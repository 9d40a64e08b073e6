// What the visitor typed in the request form, kept in the tab's session storage as he types: a
// reload, a day picked again or a failed sending loses nothing. Cleared once the request is sent.
import { useEffect, useState } from "react";

export interface RequestDraft {
  name: string;
  phone: string;
  email: string;
  budget: string;
  message: string;
  consent: boolean;
}

const KEY = "demande";
const EMPTY: RequestDraft = { name: "", phone: "", email: "", budget: "", message: "", consent: false };

function readDraft(): RequestDraft {
  try {
    return { ...EMPTY, ...(JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Partial<RequestDraft>) };
  } catch {
    return EMPTY;
  }
}

export function useRequestDraft() {
  const [draft, setDraft] = useState(readDraft);
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the draft lives in the page only.
    }
  }, [draft]);
  // The effect above writes the empty draft over the one kept.
  const clear = () => setDraft(EMPTY);
  return { draft, change: (change: Partial<RequestDraft>) => setDraft((current) => ({ ...current, ...change })), clear };
}

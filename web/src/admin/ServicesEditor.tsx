// The profile's services (docs/product.md §15): an ordered list the DJ extends, shortens and
// reorders, each with its name and its picture. Moving keeps the focus on the moved service's button.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { MAX_SERVICE_CHARS, MAX_SERVICES } from "../../../shared/limits";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { SERVICE_ICON_NAMES, SERVICE_ICONS, type Service } from "../../../shared/profile";
import type { FieldErrors } from "./forms";
import { fieldInputClass } from "./ImageField";

interface ServicesEditorProps {
  /** Ids are `${idPrefix}-<index>-label`, so that an error's path ("services.2.label") finds its input. */
  idPrefix: string;
  services: Service[];
  onChange: (services: Service[]) => void;
  errors: FieldErrors;
}

const iconButton =
  "grid size-11 shrink-0 place-items-center rounded-full border border-white/15 text-sand-200 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-30 disabled:hover:border-white/15 disabled:hover:text-sand-200";

export function ServicesEditor({ idPrefix, services, onChange, errors }: ServicesEditorProps) {
  /** The element to focus once the list has re-rendered (after a move, an addition or a removal). */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const update = (index: number, change: Partial<Service>) => onChange(services.map((service, at) => (at === index ? { ...service, ...change } : service)));

  const move = (index: number, by: -1 | 1) => {
    const next = [...services];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    const to = index + by;
    // At either end the button just pressed is disabled: keep the focus on its twin.
    const edge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    focusNext.current = `${idPrefix}-${to}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`;
    onChange(next);
  };

  const remove = (index: number) => {
    focusNext.current = services.length > 1 ? `${idPrefix}-${Math.min(index, services.length - 2)}-label` : `${idPrefix}-add`;
    onChange(services.filter((_, at) => at !== index));
  };

  const add = () => {
    focusNext.current = `${idPrefix}-${services.length}-label`;
    onChange([...services, { icon: "music", label: "" }]);
  };

  const listError = errors.services;
  return (
    <div>
      <ol className="space-y-3">
        {services.map((service, index) => {
          const id = `${idPrefix}-${index}`;
          const error = errors[`services.${index}.label`] ?? errors[`services.${index}.icon`];
          const name = service.label.trim() || `Prestation ${index + 1}`;
          return (
            <li key={index} className="rounded-xl border border-white/10 bg-night-950/40 p-3 sm:p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[11rem_1fr]">
                  <div>
                    <label htmlFor={`${id}-icon`} className="sr-only">
                      Icône de « {name} »
                    </label>
                    <select
                      id={`${id}-icon`}
                      value={service.icon}
                      onChange={(event) => update(index, { icon: event.target.value as Service["icon"] })}
                      className={`${fieldInputClass} [color-scheme:dark]`}
                    >
                      {SERVICE_ICON_NAMES.map((icon) => (
                        <option key={icon} value={icon}>
                          {SERVICE_ICONS[icon]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label htmlFor={`${id}-label`} className="sr-only">
                      Nom de la prestation {index + 1}
                    </label>
                    <input
                      id={`${id}-label`}
                      value={service.label}
                      required
                      maxLength={MAX_SERVICE_CHARS}
                      placeholder="Mariages, soirées privées…"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => update(index, { label: event.target.value })}
                      className={fieldInputClass}
                    />
                    {error ? (
                      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-300">
                        {error}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="flex gap-2 self-end sm:self-start">
                  <button
                    type="button"
                    id={`${id}-up`}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Monter « ${name} »`}
                    title="Monter"
                    className={iconButton}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    id={`${id}-down`}
                    onClick={() => move(index, 1)}
                    disabled={index === services.length - 1}
                    aria-label={`Descendre « ${name} »`}
                    title="Descendre"
                    className={iconButton}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Retirer « ${name} »`}
                    title="Retirer"
                    className={`${iconButton} hover:border-red-400 hover:text-red-300`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p id={`${idPrefix}-error`} className="mt-3 text-sm text-red-300">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        id={`${idPrefix}-add`}
        onClick={add}
        disabled={services.length >= MAX_SERVICES}
        className="mt-4 inline-flex h-11 items-center gap-2 rounded-full border border-white/15 px-5 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-50"
      >
        <Plus className="size-4" aria-hidden="true" />
        Ajouter une prestation
      </button>
      {services.length >= MAX_SERVICES ? <p className="mt-2 text-xs text-sand-400">{FIELD_MESSAGES.tooManyServices(MAX_SERVICES)}.</p> : null}
    </div>
  );
}

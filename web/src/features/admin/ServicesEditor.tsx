// The profile's services (docs/product.md §15): an ordered list the DJ extends, shortens and
// reorders, each with its name and its picture. Moving keeps the focus on the moved service's button.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { MAX_SERVICE_CHARS, MAX_SERVICES } from "../../../../shared/limits";
import { FIELD_MESSAGES } from "../../../../shared/messages";
import { SERVICE_ICON_NAMES, SERVICE_ICONS, type Service } from "../../../../shared/profile";
import { Button } from "../../ui/Button";
import type { FieldErrors } from "./forms";
import { fieldInputClass } from "./fieldInputClass";
import { useServiceList } from "./useServiceList";

interface ServicesEditorProps {
  /** Ids are `${idPrefix}-<index>-label`, so that an error's path ("services.2.label") finds its input. */
  idPrefix: string;
  services: Service[];
  onChange: (services: Service[]) => void;
  errors: FieldErrors;
}

// Round icon-only buttons, a size Button does not have.
const iconButton =
  "grid size-11 shrink-0 place-items-center rounded-full border border-white/15 text-sand-200 transition hover:border-ember-400 hover:text-ember-300 disabled:opacity-30 disabled:hover:border-white/15 disabled:hover:text-sand-200";

interface ServiceFieldsProps {
  /** `${idPrefix}-<index>`. */
  id: string;
  index: number;
  service: Service;
  /** The service's name as the labels say it. */
  name: string;
  error: string | undefined;
  onUpdate: (change: Partial<Service>) => void;
}

/** A service's picture (a choice of icons) and its name, with the name's error under it. */
function ServiceFields({ id, index, service, name, error, onUpdate }: ServiceFieldsProps) {
  return (
    <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[11rem_1fr]">
      <div>
        <label htmlFor={`${id}-icon`} className="sr-only">
          Icône de « {name} »
        </label>
        <select
          id={`${id}-icon`}
          value={service.icon}
          onChange={(event) => onUpdate({ icon: event.target.value as Service["icon"] })}
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
          onChange={(event) => onUpdate({ label: event.target.value })}
          className={fieldInputClass}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

interface ServiceButtonsProps {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** « Monter », « Descendre » (out of use at either end) and « Retirer ». */
function ServiceButtons({ id, name, first, last, onMove, onRemove }: ServiceButtonsProps) {
  return (
    <div className="flex gap-2 self-end sm:self-start">
      <button type="button" id={`${id}-up`} onClick={() => onMove(-1)} disabled={first} aria-label={`Monter « ${name} »`} title="Monter" className={iconButton}>
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        id={`${id}-down`}
        onClick={() => onMove(1)}
        disabled={last}
        aria-label={`Descendre « ${name} »`}
        title="Descendre"
        className={iconButton}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Retirer « ${name} »`}
        title="Retirer"
        className={`${iconButton} hover:border-red-400 hover:text-red-300`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function ServicesEditor({ idPrefix, services, onChange, errors }: ServicesEditorProps) {
  const { update, move, remove, add } = useServiceList(idPrefix, services, onChange);
  const listError = errors.services;
  const full = services.length >= MAX_SERVICES;
  return (
    <div>
      <ol className="space-y-3">
        {services.map((service, index) => {
          const id = `${idPrefix}-${index}`;
          // Unnamed yet, a service is named by its place.
          const name = service.label.trim() || `Prestation ${index + 1}`;
          return (
            <li key={index} className="rounded-xl border border-white/10 bg-night-950/40 p-3 sm:p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <ServiceFields
                  id={id}
                  index={index}
                  service={service}
                  name={name}
                  error={errors[`services.${index}.label`] ?? errors[`services.${index}.icon`]}
                  onUpdate={(change) => update(index, change)}
                />
                <ServiceButtons
                  id={id}
                  name={name}
                  first={index === 0}
                  last={index === services.length - 1}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                />
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
      <Button kind="outline" id={`${idPrefix}-add`} onClick={add} disabled={full} className="mt-4">
        <Plus className="size-4" aria-hidden="true" />
        Ajouter une prestation
      </Button>
      {full ? <p className="mt-2 text-xs text-sand-400">{FIELD_MESSAGES.tooManyServices(MAX_SERVICES)}.</p> : null}
    </div>
  );
}

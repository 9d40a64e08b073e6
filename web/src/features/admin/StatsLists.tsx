// The period's top lists (« Pages », « Événements », « Sources », « Appareils », « Pays »), each row
// with its count and a thin bar measured against the list's first, and « Moments par source »: a
// table of the booking moments each source brought.
import { useId, type ReactNode } from "react";
import { BOOKING_MOMENTS, type StatsReport } from "../../../../shared/stats";
import { countryWord, DEVICE_WORDS, formatCount, MOMENT_WORDS, PAGE_WORDS, sourceWord, STATS_WORDS } from "./statsWords";

export interface TopRow {
  key: string | number;
  label: string;
  count: number;
  /** A second figure under the label (an event's ticket taps). */
  detail?: string;
}

/** A card with its title and what its counts count. */
function StatsCard({ title, unit, children }: { title: string; unit?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-white/10 bg-night-900/60 p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-sm font-semibold text-sand-200">
          {title}
        </h3>
        {unit ? <p className="text-xs text-sand-400">{unit}</p> : null}
      </div>
      {children}
    </section>
  );
}

function TopList({ title, unit, rows }: { title: string; unit: string; rows: TopRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <StatsCard title={title} unit={unit}>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-sand-400">{STATS_WORDS.none}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {rows.map((row) => (
            <li key={row.key}>
              <p className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate text-sand-50" title={row.label}>
                  {row.label}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-sand-50">{formatCount(row.count)}</span>
              </p>
              {row.detail ? <p className="text-xs text-sand-400">{row.detail}</p> : null}
              <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-white/5">
                <div className="h-full rounded-full bg-ember-500/70" style={{ width: `${(row.count / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </StatsCard>
  );
}

/** The five lists, each row in French. */
export function TopLists({ report }: { report: StatsReport }) {
  const { pages, events, sources, devices, countries } = report;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <TopList
        title={STATS_WORDS.pages}
        unit={STATS_WORDS.viewsUnit}
        rows={pages.map(({ page, views }) => ({ key: page, label: PAGE_WORDS[page], count: views }))}
      />
      <TopList
        title={STATS_WORDS.events}
        unit={STATS_WORDS.viewsUnit}
        rows={events.map(({ id, name, views, tickets }) => ({
          key: id,
          label: name ?? STATS_WORDS.deletedEvent,
          count: views,
          detail: tickets ? STATS_WORDS.tickets(tickets) : undefined,
        }))}
      />
      <TopList
        title={STATS_WORDS.sources}
        unit={STATS_WORDS.visitsUnit}
        rows={sources.map(({ source, visits }) => ({ key: source, label: sourceWord(source), count: visits }))}
      />
      <TopList
        title={STATS_WORDS.devices}
        unit={STATS_WORDS.viewsUnit}
        rows={devices.map(({ device, views }) => ({ key: device, label: DEVICE_WORDS[device], count: views }))}
      />
      <TopList
        title={STATS_WORDS.countries}
        unit={STATS_WORDS.viewsUnit}
        rows={countries.map(({ country, views }) => ({ key: country, label: countryWord(country), count: views }))}
      />
    </div>
  );
}

/** One row per source that brought a booking moment, one column per moment; a phone scrolls the table, not the page. */
export function MomentsBySource({ rows }: { rows: StatsReport["momentsBySource"] }) {
  const shown = rows.filter(({ moments }) => BOOKING_MOMENTS.some((moment) => moments[moment]));
  return (
    <StatsCard title={STATS_WORDS.momentsBySource}>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-sand-400">{STATS_WORDS.none}</p>
      ) : (
        // Reachable by the keyboard, which scrolls it too (axe: scrollable-region-focusable); the card names it already.
        <div tabIndex={0} className="mt-3 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ember-400">
          <table className="w-full min-w-[34rem] text-sm tabular-nums">
            <thead>
              <tr className="text-xs text-sand-400">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {STATS_WORDS.source}
                </th>
                {BOOKING_MOMENTS.map((moment) => (
                  <th key={moment} scope="col" className="px-2 py-2 text-right font-medium">
                    {MOMENT_WORDS[moment]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {shown.map(({ source, moments }) => (
                <tr key={source}>
                  <th scope="row" className="max-w-48 truncate py-2 pr-3 text-left font-normal text-sand-50">
                    {sourceWord(source)}
                  </th>
                  {BOOKING_MOMENTS.map((moment) => (
                    <td key={moment} className={`px-2 py-2 text-right ${moments[moment] ? "font-semibold text-sand-50" : "text-sand-400"}`}>
                      {formatCount(moments[moment] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StatsCard>
  );
}

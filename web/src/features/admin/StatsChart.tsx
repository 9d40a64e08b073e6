// « Visites par jour »: the period's visits as bars, drawn by hand in SVG (hidden from screen readers),
// and the same figures as a table only they read. The plot stretches to any width at a fixed
// height; its labels are HTML, so that the text keeps its shape and nothing moves once drawn.
import { ChevronRight } from "lucide-react";
import { useId, type ReactNode } from "react";
import { frenchDay } from "../../../../shared/french-day";
import { BOOKING_MOMENTS, type StatsDay } from "../../../../shared/stats";
import { formatCount, MOMENT_WORDS, shortDay, STATS_WORDS } from "./statsWords";

/** The plot's height, the same while loading: nothing below it moves. */
export const PLOT_HEIGHT = "h-44 sm:h-56";

/** The axis' top: the least of 1, 2, 4, 6, 8 × 10^k at or above the busiest day, so that its half is a whole number past 1. */
function chartTop(max: number): number {
  for (let scale = 1; ; scale *= 10) {
    const step = [1, 2, 4, 6, 8].find((step) => step * scale >= max);
    if (step !== undefined) return step * scale;
  }
}

/** The values the axis names and draws a line at: 0, the half, the top. */
const ticksOf = (top: number) => (top > 1 ? [0, top / 2, top] : [0, top]);

/** The days whose date is written under the axis: five spread along it, the first, middle and last only on a phone. */
function labelledDays(count: number): { index: number; phone: boolean }[] {
  if (count === 0) return [];
  const marks = [0, 1, 2, 3, 4].map((mark) => ({ index: Math.round((mark * (count - 1)) / 4), phone: mark % 2 === 0 }));
  return marks.filter((mark, at) => at === 0 || mark.index !== marks[at - 1].index);
}

/** A date under the axis: the first starts at the left edge, the last ends at the right one, the others are centred on their bar. */
function DayLabel({ day, index, count, phone }: { day: string; index: number; count: number; phone: boolean }) {
  const place = index === 0 ? { left: 0 } : index === count - 1 ? { right: 0 } : { left: `${((index + 0.5) / count) * 100}%`, transform: "translateX(-50%)" };
  return (
    <span className={`absolute top-1 whitespace-nowrap ${phone ? "" : "hidden sm:block"}`} style={place}>
      {shortDay(day)}
    </span>
  );
}

function Bars({ days, top }: { days: readonly StatsDay[]; top: number }) {
  return (
    <svg viewBox={`0 0 ${days.length} ${top}`} preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
      {ticksOf(top).map((tick) => (
        <line
          key={tick}
          x1={0}
          x2={days.length}
          y1={top - tick}
          y2={top - tick}
          vectorEffect="non-scaling-stroke"
          shapeRendering="crispEdges"
          className={tick === 0 ? "stroke-white/25" : "stroke-white/10"}
        />
      ))}
      {days.map(({ day, visits }, index) =>
        visits > 0 ? (
          <rect key={day} x={index + 0.2} width={0.6} y={top - visits} height={visits} className="fill-ember-500 transition-colors hover:fill-ember-300">
            <title>{STATS_WORDS.visitsOn(day, visits)}</title>
          </rect>
        ) : null,
      )}
    </svg>
  );
}

/**
 * The figures of each day: the chart's, its pages seen and its booking moments, under « Chiffres
 * par jour », which opens them (the chart itself is hidden from screen readers: this is its text).
 * A phone scrolls the table sideways, not the page; the keyboard reaches it to scroll it.
 */
function DayTable({ days }: { days: readonly StatsDay[] }) {
  return (
    <details className="group mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 text-sm font-semibold text-sand-200 hover:text-sand-50">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        {STATS_WORDS.dayTable}
      </summary>
      <div tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ember-400">
        <table className="w-full min-w-[40rem] text-sm tabular-nums">
          <caption className="sr-only">{STATS_WORDS.dayTable}</caption>
          <thead className="sticky top-0 bg-night-900 text-xs text-sand-400">
            <tr>
              {[STATS_WORDS.day, STATS_WORDS.visits, STATS_WORDS.views, ...BOOKING_MOMENTS.map((moment) => MOMENT_WORDS[moment])].map((heading, column) => (
                <th key={heading} scope="col" className={`py-2 font-medium ${column === 0 ? "text-left" : "text-right"}`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map(({ day, visits, views, moments }) => (
              <tr key={day} className="border-t border-white/5">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-sand-200">
                  {frenchDay(day)}
                </th>
                {[visits, views, ...BOOKING_MOMENTS.map((moment) => moments[moment] ?? 0)].map((count, column) => (
                  <td key={column} className={`py-1.5 text-right ${count ? "text-sand-50" : "text-sand-400"}`}>
                    {formatCount(count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The card's frame, its title and the plot's box: the same while the figures load. */
export function ChartFrame({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/10 bg-night-900/60 p-4 sm:p-5">
      <h3 id={id} className="text-sm font-semibold text-sand-200">
        {STATS_WORDS.perDay}
      </h3>
      {children}
    </section>
  );
}

export function StatsChart({ days }: { days: readonly StatsDay[] }) {
  const top = chartTop(Math.max(0, ...days.map((day) => day.visits)));
  return (
    <ChartFrame>
      <div aria-hidden="true" className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs tabular-nums text-sand-400">
        <div className={`relative ${PLOT_HEIGHT} min-w-6`}>
          {ticksOf(top).map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2 leading-none" style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatCount(tick)}
            </span>
          ))}
        </div>
        <div className={`relative ${PLOT_HEIGHT}`}>
          <Bars days={days} top={top} />
        </div>
        <div />
        <div className="relative h-6">
          {labelledDays(days.length).map(({ index, phone }) => (
            <DayLabel key={index} day={days[index].day} index={index} count={days.length} phone={phone} />
          ))}
        </div>
      </div>
      <DayTable days={days} />
    </ChartFrame>
  );
}

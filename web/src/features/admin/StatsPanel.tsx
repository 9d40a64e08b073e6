// « Statistiques » (docs/product.md §24): the site's audience over 7, 30 or 90 days: the key figures,
// the visits per day (StatsChart.tsx), the top lists and the moments per source (StatsLists.tsx).
// Read again on each frame of the figures' channel, the figures shown staying until the new ones come.
import { LIST_PAGE_MESSAGES } from "../../../../shared/messages";
import { BOOKING_MOMENTS, MOMENT_NAMES, STATS_PERIODS, type MomentName, type StatsDay, type StatsPeriod, type StatsReport } from "../../../../shared/stats";
import { ReadFailed } from "./FormAlert";
import { ChartFrame, PLOT_HEIGHT, StatsChart } from "./StatsChart";
import { MomentsBySource, TopLists } from "./StatsLists";
import { formatCount, MOMENT_WORDS, STATS_WORDS } from "./statsWords";
import { useStats, type StatsLoad } from "./useStats";
import { useStatsLive } from "./useStatsLive";

/** The moments that show interest rather than a booking, told on one line under the chart. */
const OTHER_MOMENTS = MOMENT_NAMES.filter((moment) => !(BOOKING_MOMENTS as readonly MomentName[]).includes(moment));

interface Totals {
  visits: number;
  views: number;
  moments: Record<MomentName, number>;
}

function totalsOf(days: readonly StatsDay[]): Totals {
  const sum = (count: (day: StatsDay) => number) => days.reduce((total, day) => total + count(day), 0);
  const moments = Object.fromEntries(MOMENT_NAMES.map((moment) => [moment, sum((day) => day.moments[moment] ?? 0)])) as Record<MomentName, number>;
  return { visits: sum((day) => day.visits), views: sum((day) => day.views), moments };
}

const isEmpty = ({ days }: StatsReport) => days.every(({ views, visits, moments }) => !views && !visits && !Object.values(moments).some(Boolean));

export function StatsPanel() {
  const { days, select, load, retry } = useStats(useStatsLive());
  // Another period's figures, shown until this one's come.
  const stale = load.state === "ready" && load.days !== days;
  return (
    <div aria-busy={stale} className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PeriodSwitch days={days} onSelect={select} />
        {/* Its line kept while loading: on a phone it is a line of its own, which would push the page down. */}
        <p className={`min-h-5 text-sm text-sand-400 transition-opacity ${stale ? "opacity-60" : ""}`}>
          {load.state === "ready" ? STATS_WORDS.range(load.report.from, load.report.to) : null}
        </p>
      </div>
      <StatsBody load={load} stale={stale} retry={retry} />
    </div>
  );
}

/** « 7 jours », « 30 jours », « 90 jours »: the one pressed is the period shown. */
function PeriodSwitch({ days, onSelect }: { days: StatsPeriod; onSelect: (days: StatsPeriod) => void }) {
  return (
    <div role="group" aria-label={STATS_WORDS.period} className="inline-flex gap-1 self-start rounded-full border border-white/10 bg-night-900/70 p-1">
      {STATS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={days === period}
          onClick={() => onSelect(period)}
          className={`h-11 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition ${
            days === period ? "bg-ember-500 text-night-950" : "text-sand-200 hover:bg-white/5 hover:text-sand-50"
          }`}
        >
          {STATS_WORDS.periodOption(period)}
        </button>
      ))}
    </div>
  );
}

function StatsBody({ load, stale, retry }: { load: StatsLoad; stale: boolean; retry: () => void }) {
  if (load.state === "loading") {
    // The key figures' boxes and the chart's, at their size: the figures take their place without moving anything.
    return (
      <div aria-busy="true" className="space-y-6">
        <KeyFigures totals={null} />
        <ChartFrame>
          <p className={`mt-4 grid place-items-center ${PLOT_HEIGHT} text-sm text-sand-400`}>{LIST_PAGE_MESSAGES.loading}</p>
          <div className="h-6" />
        </ChartFrame>
      </div>
    );
  }
  if (load.state === "failed") {
    return <ReadFailed message={load.message} retry={retry} />;
  }
  return (
    <div className={`space-y-6 transition-opacity ${stale ? "opacity-60" : ""}`}>{isEmpty(load.report) ? <Empty /> : <Figures report={load.report} />}</div>
  );
}

function Empty() {
  return (
    <div className="space-y-2 rounded-2xl border border-dashed border-white/15 p-10 text-center">
      <p className="text-sand-200">{STATS_WORDS.empty}</p>
      <p className="text-sm text-sand-400">{STATS_WORDS.privacy}</p>
    </div>
  );
}

function Figures({ report }: { report: StatsReport }) {
  const totals = totalsOf(report.days);
  return (
    <>
      <KeyFigures totals={totals} />
      <StatsChart days={report.days} />
      <OtherMoments moments={totals.moments} />
      <TopLists report={report} />
      <MomentsBySource rows={report.momentsBySource} />
      <p className="text-xs text-sand-400">{STATS_WORDS.privacy}</p>
    </>
  );
}

/** « Visites », « Pages vues » and the booking moments of the period; empty boxes of the same size while loading. */
function KeyFigures({ totals }: { totals: Totals | null }) {
  const figures = [
    { key: "visits", label: STATS_WORDS.visits, count: totals?.visits, main: true },
    { key: "views", label: STATS_WORDS.views, count: totals?.views, main: true },
    ...BOOKING_MOMENTS.map((moment) => ({ key: moment, label: MOMENT_WORDS[moment], count: totals?.moments[moment], main: false })),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(({ key, label, count, main }) => (
        <div key={key} className="min-w-0 rounded-2xl border border-white/10 bg-night-900/60 px-4 py-3">
          <dt className="truncate text-xs font-medium text-sand-400">{label}</dt>
          <dd className={`mt-1 h-8 font-display text-2xl font-bold tabular-nums ${main ? "text-ember-300" : "text-sand-50"}`}>
            {count === undefined ? <span className="block h-full w-12 animate-pulse rounded-lg bg-white/10" /> : formatCount(count)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** « Autres moments »: Instagram, the other networks, the ticket links, the calendars, the shares. */
function OtherMoments({ moments }: { moments: Record<MomentName, number> }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-5 gap-y-2 rounded-2xl border border-white/10 bg-night-900/60 px-4 py-3 text-sm sm:px-5">
      <p className="font-semibold text-sand-200">{STATS_WORDS.otherMoments}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        {OTHER_MOMENTS.map((moment) => (
          <div key={moment} className="flex gap-1.5">
            <dt className="text-sand-400">{MOMENT_WORDS[moment]}</dt>
            <dd className="font-semibold tabular-nums text-sand-50">{formatCount(moments[moment])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

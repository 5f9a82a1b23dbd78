import { PACKAGE_NAMES, type Overview } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useMemo } from "react";
import { QueryState } from "../../../components/feedback/query-state";
import { useOverview } from "./api/get-overview";
import { ChartCard } from "./chart-card";
import {
  attendanceChart,
  campDayLabel,
  dayLabel,
  fillChart,
  fillPercent,
  money,
  monthLabel,
  requestsChart,
  revenueChart,
} from "./overview-charts";

const M = MESSAGES.overview;

function Figures({ figures }: { figures: Overview["figures"] }) {
  const items: [string, string, string?][] = [
    [M.upcomingCamps, String(figures.upcomingCamps)],
    [
      M.seatsFilled,
      figures.seatsFilledPercent === null ? MESSAGES.audit.nothing : `${figures.seatsFilledPercent}%`,
      figures.seatsFilledPercent === null ? M.noCapacity : M.seatsOf(figures.seatsTaken, figures.seatsOffered),
    ],
    [M.pendingRequests, String(figures.pendingRequests)],
    [M.waitlisted, String(figures.waitlisted)],
    [M.revenueThisMonth, money.format(figures.revenueThisMonth)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([label, value, hint]) => (
        <div key={label} className="rounded-box border border-base-300 bg-base-100 p-4 text-start shadow-sm">
          <dt className="text-sm text-base-content/80">{label}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
          {hint && <dd className="text-xs text-base-content/70">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Charts({ overview }: { overview: Overview }) {
  const { requestsPerDay, revenuePerMonth, nextCamps, pastCamps } = overview;
  const builders = useMemo(
    () => ({
      requests: requestsChart(requestsPerDay),
      revenue: revenueChart(revenuePerMonth),
      fill: fillChart(nextCamps),
      attendance: attendanceChart(pastCamps),
    }),
    [requestsPerDay, revenuePerMonth, nextCamps, pastCamps],
  );
  const none = (text: string) => <p className="py-8 text-center text-base-content/70">{text}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={M.requestsPerDay}
        build={builders.requests}
        table={{
          headers: [M.day, M.requests],
          rows: requestsPerDay.map((d) => [dayLabel(d.day), d.requests]),
        }}
      />
      <ChartCard
        title={M.revenuePerMonth}
        build={builders.revenue}
        table={{
          headers: [M.month, ...PACKAGE_NAMES, M.total],
          rows: revenuePerMonth.map((m) => [
            monthLabel(m.month),
            ...PACKAGE_NAMES.map((p) => money.format(m.packages[p])),
            money.format(PACKAGE_NAMES.reduce((n, p) => n + m.packages[p], 0)),
          ]),
        }}
      />
      <ChartCard
        title={M.nextCampsFill}
        build={builders.fill}
        empty={nextCamps.length === 0 ? none(M.noCamps) : undefined}
        table={{
          headers: [M.camp, M.starts, M.seats, M.capacity, M.filled, M.waiting],
          rows: nextCamps.map((c) => [
            c.title,
            campDayLabel(c.startsAt),
            c.seatsTaken,
            c.capacity,
            `${fillPercent(c)}%`,
            c.waitlisted,
          ]),
        }}
      />
      <ChartCard
        title={M.attendance}
        build={builders.attendance}
        empty={pastCamps.length === 0 ? none(M.noCamps) : undefined}
        table={{
          headers: [M.camp, M.starts, M.expected, M.checkedIn],
          rows: pastCamps.map((c) => [c.title, campDayLabel(c.startsAt), c.expected, c.checkedIn]),
        }}
      />
    </div>
  );
}

/** The admin overview (issue 23): key figures, then four charts, each with its table view. */
export function OverviewSection() {
  const overview = useOverview();
  return (
    <section aria-labelledby="overview-title" className="flex w-full flex-col gap-4">
      <h2 id="overview-title" className="text-start text-xl font-semibold">
        {M.title}
      </h2>
      <QueryState loading={overview.isPending} error={overview.error}>
        {overview.data && (
          <>
            <Figures figures={overview.data.figures} />
            <Charts overview={overview.data} />
          </>
        )}
      </QueryState>
    </section>
  );
}

import { type CampReport, REPORT_SEXES } from "@medcamp/contract";
import { useMemo } from "react";
import { UplotChart } from "../../components/charts/uplot-chart";
import { useLocale } from "../../i18n/locale-context";
import { MESSAGES } from "../../i18n/messages";
import { sidewaysBars, sidewaysHeight, stackedBars } from "./report-charts";
import { bandName, minutes, roman, sexName } from "./report-names";
import { ChartLegend, ChartWithTable, count, FigureTable, Figures, ReportCard } from "./report-parts";

// The figures of a camp report (issue 41, ADR 032), section by section: one camp's, or the sum over a range of dates.

const T = MESSAGES.campReportUi;

function Summary({ report }: { report: Omit<CampReport, "campId"> }) {
  const { registered, doorToExit } = report;
  return (
    <ReportCard id="report-summary" title={T.summary}>
      <Figures
        items={[
          [T.people, count(registered.people)],
          [T.visits, count(registered.visits)],
          [T.exited, count(doorToExit.exited)],
          [T.median, minutes(doorToExit.medianMinutes)],
          [T.p90, minutes(doorToExit.p90Minutes)],
        ]}
      />
    </ReportCard>
  );
}

function Registered({ registered }: { registered: CampReport["registered"] }) {
  const bands = registered.byAgeBand;
  // The chart's names are in the language being read: a change of language draws it again.
  const { locale } = useLocale();
  const build = useMemo(() => {
    // The unknown age band is charted only when someone is in it.
    const charted = bands.filter((b) => b.band !== "unknown" || b.total > 0);
    return stackedBars(
      charted.map((b) => bandName(b.band)),
      REPORT_SEXES.map((sex) => charted.map((b) => b[sex])),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale changes the names the builder reads
  }, [bands, locale]);
  const table = {
    headers: [T.ageBand, ...REPORT_SEXES.map(sexName), T.total],
    rows: bands.map((b) => [bandName(b.band), ...REPORT_SEXES.map((sex) => b[sex]), b.total]),
    footer: [T.total, ...REPORT_SEXES.map((sex) => registered.bySex[sex]), registered.people],
  };
  return (
    <ReportCard id="report-registered" title={T.registered}>
      <figure className="block min-w-0" data-report-chart>
        <figcaption className="sr-only">{T.registered}</figcaption>
        <UplotChart build={build} failedText={T.chartFailed} className="report-chart" />
        <ChartLegend names={REPORT_SEXES.map(sexName)} />
      </figure>
      <FigureTable caption={T.registered} table={table} />
    </ReportCard>
  );
}

function Stations({ seen }: { seen: CampReport["seenAtStation"] }) {
  const names = seen.map((s) => MESSAGES.clinicUi.stations[s.station]);
  const { locale } = useLocale();
  const build = useMemo(
    () =>
      sidewaysBars(
        seen.map((s) => MESSAGES.clinicUi.stations[s.station]),
        seen.map((s) => s.visits),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale changes the names the builder reads
    [seen, locale],
  );
  return (
    <ReportCard id="report-stations" title={T.stations}>
      <ChartWithTable
        caption={T.stations}
        build={build}
        height={sidewaysHeight(seen.length)}
        table={{ headers: [MESSAGES.clinicUi.station, T.visitsDone], rows: seen.map((s, i) => [names[i]!, s.visits]) }}
      />
    </ReportCard>
  );
}

function Readings({ report }: { report: Omit<CampReport, "campId"> }) {
  const row = (name: string, r: CampReport["bloodPressure"]) => [name, r.screened, r.raised, r.known, r.new];
  return (
    <ReportCard id="report-readings" title={T.readings}>
      <FigureTable
        caption={T.readings}
        table={{
          headers: [T.reading, T.screened, T.raised, T.known, T.new],
          rows: [row(T.bloodPressure, report.bloodPressure), row(T.bloodSugar, report.bloodSugar)],
        }}
      />
      <p className="text-sm text-base-content/80">{T.readingsNote}</p>
    </ReportCard>
  );
}

function Diagnoses({ diagnoses }: { diagnoses: CampReport["diagnoses"] }) {
  return (
    <ReportCard id="report-diagnoses" title={T.topDiagnoses}>
      <Figures
        items={[
          [T.signedConsultations, count(diagnoses.signedConsultations)],
          [T.coded, count(diagnoses.coded)],
          [T.uncoded, count(diagnoses.uncoded)],
        ]}
      />
      {diagnoses.top.length === 0 ? (
        <p className="text-base-content/80">{T.noDiagnoses}</p>
      ) : (
        <FigureTable
          caption={T.topDiagnoses}
          table={{
            headers: [T.code, T.diagnosis, T.visits],
            rows: diagnoses.top.map((d) => [d.code, d.title, d.visits]),
          }}
        />
      )}
    </ReportCard>
  );
}

function Chapters({ chapters }: { chapters: CampReport["diagnoses"]["byChapter"] }) {
  const build = useMemo(
    () =>
      sidewaysBars(
        chapters.map((c) => roman(c.chapter)),
        chapters.map((c) => c.diagnoses),
        1,
      ),
    [chapters],
  );
  return (
    <ReportCard id="report-chapters" title={T.chapters}>
      {chapters.length === 0 ? (
        <p className="text-base-content/80">{T.noDiagnoses}</p>
      ) : (
        <ChartWithTable
          caption={T.chapters}
          build={build}
          height={sidewaysHeight(chapters.length)}
          table={{
            headers: [T.chapter, T.diagnosis, T.diagnoses],
            rows: chapters.map((c) => [roman(c.chapter), c.title, c.diagnoses]),
          }}
        />
      )}
    </ReportCard>
  );
}

function Medicines({ medicines }: { medicines: CampReport["medicines"] }) {
  const { dispenses } = medicines;
  return (
    <ReportCard id="report-medicines" title={T.medicines}>
      <Figures
        items={[
          [T.filled, count(dispenses.filled)],
          [T.partial, count(dispenses.partial)],
          [T.notFilled, count(dispenses.notFilled)],
          [T.unitsGiven, count(medicines.unitsGiven)],
          [T.unitsNotFilled, count(medicines.unitsNotFilled)],
        ]}
      />
      {medicines.byMedicine.length === 0 ? (
        <p className="text-base-content/80">{T.noMedicines}</p>
      ) : (
        <FigureTable
          caption={T.medicines}
          table={{
            headers: [T.medicine, T.unitsGiven, T.unitsNotFilled],
            rows: medicines.byMedicine.map((m) => [
              m.medicineId ? m.medicine : T.otherMedicines,
              m.unitsGiven,
              m.unitsNotFilled,
            ]),
            footer: [T.total, medicines.unitsGiven, medicines.unitsNotFilled],
          }}
        />
      )}
    </ReportCard>
  );
}

function Referrals({ referrals }: { referrals: CampReport["referrals"] }) {
  return (
    <ReportCard id="report-referrals" title={T.referrals}>
      <Figures
        items={[
          [T.issued, count(referrals.issued)],
          [T.completed, count(referrals.completed)],
          [T.within30Days, count(referrals.completedWithin30Days)],
        ]}
      />
    </ReportCard>
  );
}

/** Every figure of a report, or the empty state when no visit was recorded. */
export function ReportFigures({ report }: { report: Omit<CampReport, "campId"> }) {
  if (report.registered.visits === 0) {
    return <p className="rounded-box border border-dashed border-base-300 px-4 py-10 text-center">{T.empty}</p>;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Summary report={report} />
      <Registered registered={report.registered} />
      <Stations seen={report.seenAtStation} />
      <Readings report={report} />
      <Diagnoses diagnoses={report.diagnoses} />
      <Chapters chapters={report.diagnoses.byChapter} />
      <Medicines medicines={report.medicines} />
      <Referrals referrals={report.referrals} />
    </div>
  );
}

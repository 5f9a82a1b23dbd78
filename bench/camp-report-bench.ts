// The camp report scenario (issue 41): a camp of BENCH_REPORT_VISITS complete visits written straight into the
// database, then its report read as the camp's doctor and its FHIR export streamed as the organiser.
import fs from "node:fs";
import http from "node:http";
import type { CampReport } from "@medcamp/contract";
import type { CampDaySetup } from "../apps/server/src/bench/camp-day-data.ts";
import type { SeededReportFigures } from "../apps/server/src/bench/camp-report-data.ts";
import { campDayCli } from "./camp-day.ts";
import type { Row } from "./report.ts";

const REPORT_READS = 5;

export interface CampReportSetup {
  camp: CampDaySetup;
  seeded: SeededReportFigures;
}

/** Before the server holds the database: a camp with its staff signed in, and `visits` complete visits. */
export function prepareCampReport(env: Record<string, string>, visits: number): CampReportSetup {
  const camp = campDayCli<CampDaySetup>(env, ["prepare", "1", "report"]);
  // The visits' author: the camp's doctor, as prepareCampDay names its staff (`<tag>-<station>-<n>`).
  const seeded = campDayCli<SeededReportFigures>(env, [
    "seed-report",
    camp.mealId,
    "report-consultation-1",
    String(visits),
  ]);
  return { camp, seeded };
}

interface Streamed {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  lines: number;
  /** The server's resident memory at its highest while the export streamed, and before it began, in MB. */
  peakRssMb: number;
  rssBeforeMb: number;
}

/** The server process's resident set size in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
  return Math.round(kb / 102.4) / 10;
}

/** GET `url` and read the answer as it comes, counting lines and bytes, sampling the server's memory meanwhile. */
function stream(url: string, cookie: string, serverPid: number): Promise<Streamed> {
  const started = performance.now();
  const rssBeforeMb = rssMb(serverPid);
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(serverPid))), 20);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        let firstByteMs = -1;
        let bytes = 0;
        let lines = 0;
        res.on("data", (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = Math.round(performance.now() - started);
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        });
        res.on("end", () => {
          clearInterval(sampler);
          resolve({
            status: res.statusCode ?? 0,
            firstByteMs,
            totalMs: Math.round(performance.now() - started),
            bytes,
            lines,
            peakRssMb,
            rssBeforeMb,
          });
        });
        res.on("error", reject);
      })
      .on("error", (error) => {
        clearInterval(sampler);
        reject(error);
      });
  });
}

/**
 * Reads the report REPORT_READS times as the camp's doctor (the slowest must answer in under 2 s), checks its figures
 * against the seeded visits, then streams the camp's FHIR export as the organiser.
 */
export async function runCampReport(
  origin: string,
  serverPid: number,
  { camp, seeded }: CampReportSetup,
  group: string,
): Promise<Row[]> {
  const doctor = camp.devices.find((d) => d.role === "doctor")!;
  const times: number[] = [];
  let report: CampReport | undefined;
  for (let k = 0; k < REPORT_READS; k++) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/meals/${camp.mealId}/report`, { headers: { cookie: doctor.cookie } });
    if (res.status !== 200) throw new Error(`camp report answered ${res.status}: ${await res.text()}`);
    report = (await res.json()) as CampReport;
    times.push(Math.round(performance.now() - started));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const slowest = sorted.at(-1)!;
  const mismatches = [
    ["people", report!.registered.people, seeded.visits],
    ["signed consultations", report!.diagnoses.signedConsultations, seeded.visits],
    ["raised blood pressure", report!.bloodPressure.raised, seeded.bloodPressureRaised],
    ["referrals issued", report!.referrals.issued, seeded.referralsIssued],
    ["referrals completed", report!.referrals.completed, seeded.referralsCompleted],
  ].filter(([, got, want]) => got !== want);
  const row = (figure: string, value: string, target = "", met?: boolean): Row => ({
    group,
    figure: `camp report: ${figure}`,
    value,
    target,
    met,
  });
  const rows = [
    row(
      `report of a camp of ${seeded.visits} visits (GET /meals/{id}/report, ${REPORT_READS} reads) p50 / max`,
      `${sorted[Math.floor(sorted.length / 2)]} / ${slowest} ms`,
      "max < 2 s",
      slowest < 2000,
    ),
    row(
      "figures equal the seeded visits' (people, signed, raised BP, referrals)",
      mismatches.length === 0
        ? "all equal"
        : mismatches.map(([what, got, want]) => `${what} ${got} ≠ ${want}`).join("; "),
      "all equal",
      mismatches.length === 0,
    ),
  ];
  const fhir = await stream(`${origin}/api/meals/${camp.mealId}/fhir.ndjson`, camp.admin.cookie, serverPid);
  const growth = Math.round((fhir.peakRssMb - fhir.rssBeforeMb) * 10) / 10;
  const exportMb = Math.round((fhir.bytes / 1048576) * 10) / 10;
  rows.push(
    row(
      `FHIR export (GET /meals/{id}/fhir.ndjson, ${fhir.lines} resources, ${exportMb} MB): first byte / all`,
      `${fhir.firstByteMs} / ${fhir.totalMs} ms (status ${fhir.status})`,
      "200, first byte < ¼ of all",
      fhir.status === 200 && fhir.firstByteMs < fhir.totalMs / 4,
    ),
    row(
      "FHIR export: the server's memory before → at its highest while streaming",
      `${fhir.rssBeforeMb} → ${fhir.peakRssMb} MB (+${growth} MB for ${exportMb} MB sent)`,
    ),
  );
  return rows;
}

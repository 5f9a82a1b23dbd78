import {
  AGE_BAND_FROM,
  AGE_BANDS,
  BLOOD_PRESSURE_RAISED_FROM,
  BLOOD_SUGAR_RAISED_FROM_MG_DL,
  CATEGORY_DAYS,
} from "@medcamp/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/client.ts";
import { camps } from "../../db/schema/index.ts";

/** No camp lasts longer than the longest category. */
const LONGEST_CAMP_DAYS = Math.max(...Object.values(CATEGORY_DAYS));

/**
 * A camp's last day in its zone: the day before its end's (the end is the start plus the category's days, so a
 * 3-day camp from the 1st ends on the 4th at the hour it started and its days are the 1st to the 3rd).
 */
const LAST_DAY = sql`((ends_at at time zone timezone)::date - 1)`;

/** The camps a report covers: one, or every camp of a date range. */
export type CampIds = readonly string[];

/** `meal_id = any(…)` over the camps' ids. */
const inCamps = (column: SQL, campIds: CampIds) => sql`${column} = any(${`{${campIds.join(",")}}`}::uuid[])`;

/**
 * The latest value of each of `keys` in one station's writes, per visit of the camp: a section is its writes merged
 * field by field in recorded order (ADR 027), so the value that counts is the last recorded. `signedOnly`: visits
 * whose consultation is signed. Reads `visit_write` by `visit_write_visit_idx`, visits by `visit_meal_day_token_idx`.
 */
function latestFields(campIds: CampIds, station: string, keys: readonly string[], signedOnly: boolean): SQL {
  const signed = signedOnly ? sql`join visit_signature s on s.visit_id = v.id` : sql``;
  return sql`select distinct on (w.visit_id, e.key) w.visit_id, e.key, e.value
    from visit v
    ${signed}
    join visit_write w on w.visit_id = v.id and w.station = ${station}
    cross join lateral jsonb_each(w.data) e
    where ${inCamps(sql`v.meal_id`, campIds)} and e.key in (${sql.join(
      keys.map((key) => sql`${key}::text`),
      sql`, `,
    )})
    order by w.visit_id, e.key, w.recorded_at desc, w.received_at desc, w.write_id desc`;
}

/** A jsonb number as numeric. */
const numeric = (field: string) => sql`max((value #>> '{}')::numeric) filter (where key = ${field}::text)`;

/** The age band label of `age` (an int expression), "unknown" when it is null. */
function ageBand(age: SQL): SQL {
  const bands = [...AGE_BANDS]
    .reverse()
    .map((band) => sql`when ${age} >= ${AGE_BAND_FROM[band]}::int then ${band}::text`);
  return sql`case when ${age} is null then 'unknown' ${sql.join(bands, sql` `)} else ${AGE_BANDS[0]}::text end`;
}

/**
 * The camp report's read-only aggregate queries (issue 41, ADR 032) over the clinic's and the pharmacy's tables: each
 * one statement bounded by the camp (its visits by `visit_meal_day_token_idx`, their steps and writes by the visit's
 * index, dispenses by `dispense_meal_idx`), grouped in the database. Nothing here reads a name, a phone or sealed
 * text.
 */
export function createCampReportRepository(db: Db) {
  return {
    async campExists(campId: string): Promise<boolean> {
      const [row] = await db.select({ id: camps.id }).from(camps).where(eq(camps.id, campId));
      return row !== undefined;
    },

    /**
     * The dated camps whose days overlap `from`..`to`: first day `start_date`, last `LAST_DAY`, both in the camp's
     * zone. Bounded by `meal_start_date_idx` (no camp is longer than the longest category).
     */
    async campsInRange(tx: Db | Tx, from: string, to: string) {
      const lastDay = LAST_DAY;
      return queryRows<{ id: string; title: string; start_date: string; end_date: string }>(
        tx,
        sql`select id, title, start_date::text as start_date, ${lastDay}::text as end_date
            from meal
            where start_date between (${from}::date - ${LONGEST_CAMP_DAYS}::int) and ${to}::date
              and ${lastDay} >= ${from}::date
            order by start_date, title, id`,
      );
    },

    /**
     * A camp's title (a file name's), days (null when it has none), end and first visit's day (the DHIS2 period and
     * complete date).
     */
    async campFacts(tx: Db | Tx, campId: string) {
      const [row] = await queryRows<{
        title: string;
        start_date: string | null;
        end_date: string | null;
        ends_ms: number | null;
        first_visit_day: string | null;
      }>(
        tx,
        sql`select title, start_date::text as start_date,
                   ${LAST_DAY}::text as end_date,
                   (extract(epoch from ends_at) * 1000)::float8 as ends_ms,
                   (select min(day)::text from visit where meal_id = meal.id) as first_visit_day
            from meal where id = ${campId}::uuid`,
      );
      return row;
    },

    /** People by sex and age band at their first visit to the camp, and the camp's visits. */
    async registered(tx: Db | Tx, campIds: CampIds) {
      const groups = await queryRows<{ sex: string; band: string; people: number }>(
        tx,
        sql`with p as (
              select person_id, min(day) as first_day from visit where ${inCamps(sql`meal_id`, campIds)} group by person_id)
            select coalesce(pe.sex, 'unknown') as sex,
                   ${ageBand(sql`(extract(year from p.first_day)::int - pe.birth_year)`)} as band,
                   count(*)::int as people
            from p join person pe on pe.id = p.person_id
            group by 1, 2`,
      );
      const [visits] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from visit where ${inCamps(sql`meal_id`, campIds)}`,
      );
      return { groups, visits: visits!.n };
    },

    /** Visits each station finished (a step that ended "done"), by station. */
    async seenAtStation(tx: Db | Tx, campIds: CampIds) {
      return queryRows<{ station: string; visits: number }>(
        tx,
        sql`select s.station, count(distinct s.visit_id)::int as visits
            from visit v join visit_step s on s.visit_id = v.id
            where ${inCamps(sql`v.meal_id`, campIds)} and s.outcome = 'done'
            group by s.station`,
      );
    },

    /** Minutes from arrival to exit over the visits that exited: how many, median and 90th percentile. */
    async doorToExit(tx: Db | Tx, campIds: CampIds) {
      const minutes = sql`(extract(epoch from (exited_at - arrived_at)) / 60)::float8`;
      const [row] = await queryRows<{ exited: number; median: number | null; p90: number | null }>(
        tx,
        sql`select count(*)::int as exited,
                   percentile_cont(0.5) within group (order by ${minutes}) as median,
                   percentile_cont(0.9) within group (order by ${minutes}) as p90
            from visit where ${inCamps(sql`meal_id`, campIds)} and exited_at is not null`,
      );
      return row!;
    },

    /**
     * Blood pressure and sugar from the visits' vitals (as merged): screened, raised, and of the raised, those whose
     * signed consultation records the condition among `knownConditions`.
     */
    async readings(tx: Db | Tx, campIds: CampIds) {
      const bp = BLOOD_PRESSURE_RAISED_FROM;
      const [row] = await queryRows<Record<string, number>>(
        tx,
        sql`with vf as (${latestFields(campIds, "vitals", ["systolic", "diastolic", "randomGlucoseMgDl"], false)}),
            vit as (
              select visit_id, ${numeric("systolic")} as systolic, ${numeric("diastolic")} as diastolic,
                     ${numeric("randomGlucoseMgDl")} as sugar
              from vf group by visit_id),
            known as (
              select visit_id, value as conditions
              from (${latestFields(campIds, "consultation", ["knownConditions"], true)}) kf),
            r as (
              select vit.systolic, vit.sugar, known.conditions,
                     coalesce(vit.systolic >= ${bp.systolic}::numeric or vit.diastolic >= ${bp.diastolic}::numeric,
                              false) as bp_raised,
                     coalesce(vit.sugar >= ${BLOOD_SUGAR_RAISED_FROM_MG_DL}::numeric, false) as sugar_raised
              from vit left join known on known.visit_id = vit.visit_id)
            select (count(*) filter (where systolic is not null))::int as bp_screened,
                   (count(*) filter (where bp_raised))::int as bp_raised,
                   (count(*) filter (where bp_raised and conditions @> '["hypertension"]'::jsonb))::int as bp_known,
                   (count(*) filter (where sugar is not null))::int as sugar_screened,
                   (count(*) filter (where sugar_raised))::int as sugar_raised,
                   (count(*) filter (where sugar_raised and conditions @> '["diabetes"]'::jsonb))::int as sugar_known
            from r`,
      );
      return row as {
        bp_screened: number;
        bp_raised: number;
        bp_known: number;
        sugar_screened: number;
        sugar_raised: number;
        sugar_known: number;
      };
    },

    /**
     * Signed consultations' diagnoses: per code the visits that have it (a code counts once per visit), and under a
     * null code the diagnoses written as text only.
     */
    async diagnoses(tx: Db | Tx, campIds: CampIds) {
      const codes = await queryRows<{ code: string | null; n: number }>(
        tx,
        sql`with df as (${latestFields(campIds, "consultation", ["diagnoses"], true)}),
            dx as (
              select df.visit_id, d ->> 'code' as code
              from df cross join lateral jsonb_array_elements(
                case when jsonb_typeof(df.value) = 'array' then df.value else '[]'::jsonb end) d)
            select code, (case when code is null then count(*) else count(distinct visit_id) end)::int as n
            from dx group by code`,
      );
      const [signed] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from visit v join visit_signature s on s.visit_id = v.id
            where ${inCamps(sql`v.meal_id`, campIds)}`,
      );
      return { codes, signed: signed!.n };
    },

    /** The camp's dispenses by state, and units given and not filled per medicine. */
    async medicines(tx: Db | Tx, campIds: CampIds) {
      const states = await queryRows<{ state: string; n: number }>(
        tx,
        sql`select state, count(*)::int as n from dispense where ${inCamps(sql`meal_id`, campIds)} group by state`,
      );
      const items = await queryRows<{ medicine: string; given: number; not_filled: number }>(
        tx,
        sql`select i.medicine, sum(i.given)::int as given, sum(i.requested - i.given)::int as not_filled
            from dispense d join dispense_item i on i.dispense_id = d.dispense_id
            where ${inCamps(sql`d.meal_id`, campIds)}
            group by i.medicine`,
      );
      return { states, items };
    },
  };
}
export type CampReportRepository = ReturnType<typeof createCampReportRepository>;

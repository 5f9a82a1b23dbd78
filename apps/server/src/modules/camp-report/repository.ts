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

/** A field of a station's section; `signedOnly`: read only from visits whose consultation is signed. */
interface SectionField {
  key: string;
  station: string;
  signedOnly?: boolean;
}

/**
 * The latest value of each field, one row per visit of the camps with a column per field (named as its key): a
 * section is its writes merged field by field in recorded order (ADR 027), so the value that counts is the last
 * recorded write that holds the field. One grouped pass over the writes (`visit_write_visit_idx`) of the camps'
 * visits (`visit_meal_day_token_idx`), never a join of one section's rows with another's: the planner cannot know
 * how many visits a camp has, and a nested loop over two per-visit lists is quadratic.
 */
function latestFields(campIds: CampIds, fields: readonly SectionField[]): SQL {
  const stations = [...new Set(fields.map((f) => f.station))];
  const latest = ({ key, station, signedOnly }: SectionField) =>
    sql`(array_agg(w.data -> ${key}::text order by w.recorded_at desc, w.received_at desc, w.write_id desc)
          filter (where w.station = ${station}::text and w.data ? ${key}::text
                  ${signedOnly ? sql`and s.visit_id is not null` : sql``}))[1] as ${sql.identifier(key)}`;
  return sql`select w.visit_id, ${sql.join(fields.map(latest), sql`, `)}
    from visit v
    left join visit_signature s on s.visit_id = v.id
    join visit_write w on w.visit_id = v.id and w.station in (${sql.join(
      stations.map((station) => sql`${station}::text`),
      sql`, `,
    )})
    where ${inCamps(sql`v.meal_id`, campIds)}
    group by w.visit_id`;
}

/** A jsonb number as numeric. */
const numeric = (column: string) => sql`(${sql.identifier(column)} #>> '{}')::numeric`;

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
     * complete date); its place and organiser (the PDF's): the camp's distributor, and the admin who added it
     * (`added_by`, null once their account is gone).
     */
    async campFacts(tx: Db | Tx, campId: string) {
      const [row] = await queryRows<{
        title: string;
        start_date: string | null;
        end_date: string | null;
        ends_ms: number | null;
        first_visit_day: string | null;
        venue: string | null;
        address: string | null;
        city: string | null;
        country: string | null;
        organiser: string;
        added_by: string | null;
      }>(
        tx,
        sql`select title, start_date::text as start_date,
                   ${LAST_DAY}::text as end_date,
                   (extract(epoch from ends_at) * 1000)::float8 as ends_ms,
                   (select min(day)::text from visit where meal_id = meal.id) as first_visit_day,
                   venue, address, city, country, distributor_name as organiser, added_by
            from meal where id = ${campId}::uuid`,
      );
      return row;
    },

    /**
     * The camps other than `campId` whose DHIS2 day (its first day, else its first visit's: export-service.ts) is in
     * `first`..`last`, by that day and title. Dated ones by `meal_start_date_idx`; an undated camp's first visit by
     * `visit_meal_day_token_idx`.
     */
    async campsWithDhis2DayIn(tx: Db | Tx, campId: string, first: string, last: string) {
      return queryRows<{ id: string; title: string }>(
        tx,
        sql`select id, title from (
              select id, title, start_date as day from meal
              where start_date between ${first}::date and ${last}::date
              union all
              select id, title, (select min(day) from visit where meal_id = meal.id) as day from meal
              where start_date is null) m
            where m.id <> ${campId}::uuid and m.day between ${first}::date and ${last}::date
            order by m.day, m.title, m.id`,
      );
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
        sql`with vf as (${latestFields(campIds, [
          { key: "systolic", station: "vitals" },
          { key: "diastolic", station: "vitals" },
          { key: "randomGlucoseMgDl", station: "vitals" },
          { key: "knownConditions", station: "consultation", signedOnly: true },
        ])}),
            vit as (
              select ${numeric("systolic")} as systolic, ${numeric("diastolic")} as diastolic,
                     ${numeric("randomGlucoseMgDl")} as sugar, "knownConditions" as conditions
              from vf),
            r as (
              select systolic, sugar, conditions,
                     coalesce(systolic >= ${bp.systolic}::numeric or diastolic >= ${bp.diastolic}::numeric,
                              false) as bp_raised,
                     coalesce(sugar >= ${BLOOD_SUGAR_RAISED_FROM_MG_DL}::numeric, false) as sugar_raised
              from vit)
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
        sql`with df as (${latestFields(campIds, [{ key: "diagnoses", station: "consultation", signedOnly: true }])}),
            dx as (
              select df.visit_id, d ->> 'code' as code
              from df cross join lateral jsonb_array_elements(
                case when jsonb_typeof(df.diagnoses) = 'array' then df.diagnoses else '[]'::jsonb end) d)
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

    /**
     * The camp's dispenses by state, and units given and not filled per medicine of the camp's list (its id and label
     * on the list: across camps, per label); every item of a medicine not on the list (its label is the prescription's
     * typed text, never read here) is summed into one row with a null id.
     */
    async medicines(tx: Db | Tx, campIds: CampIds) {
      const states = await queryRows<{ state: string; n: number }>(
        tx,
        sql`select state, count(*)::int as n from dispense where ${inCamps(sql`meal_id`, campIds)} group by state`,
      );
      const items = await queryRows<{
        medicine_id: string | null;
        name: string | null;
        strength: string | null;
        given: number;
        not_filled: number;
      }>(
        tx,
        sql`select min(m.id::text) as medicine_id, min(m.name) as name, min(m.strength) as strength,
                   sum(i.given)::int as given, sum(i.requested - i.given)::int as not_filled
            from dispense d join dispense_item i on i.dispense_id = d.dispense_id
            left join meal_medicine m on m.id = i.medicine_id
            where ${inCamps(sql`d.meal_id`, campIds)}
            group by m.key`,
      );
      return { states, items };
    },
  };
}
export type CampReportRepository = ReturnType<typeof createCampReportRepository>;

import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import type { Sealer } from "../modules/clinic/sealing.ts";

/** The codes the seeded consultations carry, two per visit: visit g has CODES[g % 12] and CODES[(g + 5) % 12]. */
const CODES = ["I10", "E11.9", "J06.9", "K29.7", "M54.5", "L30.9", "D50.9", "N39.0", "R51", "B35.4", "H10.9", "J45.9"];
const STATIONS = ["vitals", "consultation", "pharmacy", "exit"] as const;
const MEDICINE = "Paracetamol 500 mg";

/** A version-4-shaped uuid made from md5 of `seed` (an SQL text expression): deterministic, and valid as an id. */
const uuidOf = (seed: SQL) =>
  sql`(select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
       from (select md5(${seed}) as h) m)`;

/** What the seeded visits must add up to in the camp report, computed from the same rules as the SQL below. */
export interface SeededReportFigures {
  visits: number;
  bloodPressureRaised: number;
  referralsIssued: number;
  referralsCompleted: number;
}

/**
 * `visits` complete visits of one camp written straight into the database for `npm run bench`'s camp report (issue
 * 41: the report of a camp of 3,500 visits answers in under 2 s): a person each, arrived and exited today, every
 * station's step done, vitals, a signed consultation with two ICD-10 codes (its findings sealed as the clinic seals
 * them), a dispense and every tenth visit a referral (every twentieth confirmed). Set-based inserts, a few seconds
 * for thousands; visit `g` (1…visits) is deterministic so the report's figures are known (SeededReportFigures).
 */
export async function seedReportVisits(
  db: Db,
  sealer: Sealer,
  { mealId, staffId, visits }: { mealId: string; staffId: string; visits: number },
): Promise<SeededReportFigures> {
  const [camp] = await queryRows<{ day: string; start: string }>(
    db,
    sql`select current_date::text as day, (date_trunc('day', now()) + interval '7 hours')::text as start`,
  );
  const day = camp!.day;
  const start = sql`${camp!.start}::timestamptz`;
  const g = sql`generate_series(1, ${visits}::int) g`;
  const visitId = uuidOf(sql`'report-visit-' || ${mealId}::text || g`);
  const arrived = sql`(${start} + g * interval '8 seconds')`;
  const exited = sql`(${arrived} + (20 + g % 60) * interval '1 minute')`;
  const findings = sealer.seal(JSON.stringify({ findings: "Seeded findings", diagnosisTexts: [null, null] }));
  const referral = sealer.seal(
    JSON.stringify({ reason: "Seeded referral", notes: null, findings: null, diagnoses: [], vitals: {} }),
  );
  const codes = sql`(array[${sql.join(
    CODES.map((c) => sql`${c}::text`),
    sql`, `,
  )}])`;

  await db.execute(sql`insert into person (id, name, sex, birth_year, phone)
    select ${uuidOf(sql`'report-person-' || ${mealId}::text || g`)}, 'Seeded Person ' || g,
           (array['female', 'male', 'female', 'male', 'other'])[1 + g % 5],
           extract(year from now())::int - (g * 7) % 90, '+8801711' || lpad(g::text, 6, '0')
    from ${g}`);
  await db.execute(sql`insert into visit (id, meal_id, person_id, day, token, consent_care, consent_follow_up,
      consent_keep, station, state, station_since, arrived_at, exited_at, registered_by)
    select ${visitId}, ${mealId}::uuid, ${uuidOf(sql`'report-person-' || ${mealId}::text || g`)}, ${day}::date, g,
           true, true, false, 'exit', 'done', ${exited}, ${arrived}, ${exited}, ${staffId}
    from ${g}`);
  await db.execute(sql`insert into visit_token (meal_id, day, last) values (${mealId}::uuid, ${day}::date, ${visits}::int)
    on conflict (meal_id, day) do update set last = excluded.last`);
  await db.execute(sql`insert into visit_step (visit_id, station, arrived_at, called_at, left_at, outcome)
    select ${visitId}, s.station, ${arrived} + s.n * interval '4 minutes', ${arrived} + s.n * interval '4 minutes',
           ${arrived} + (s.n + 1) * interval '4 minutes', 'done'
    from ${g} cross join unnest(array[${sql.join(
      STATIONS.map((s) => sql`${s}::text`),
      sql`, `,
    )}]) with ordinality as s(station, n)`);
  await db.execute(sql`insert into visit_write (write_id, visit_id, station, data, sealed, author_id, author_name,
      recorded_at)
    select ${uuidOf(sql`'report-vitals-' || ${mealId}::text || g`)}, ${visitId}, 'vitals',
           jsonb_build_object('systolic', 110 + g % 50, 'diastolic', 70 + g % 30, 'pulse', 60 + g % 40,
                              'randomGlucoseMgDl', 90 + g % 150),
           null, ${staffId}, 'Seeded Nurse', ${arrived} + interval '5 minutes'
    from ${g}
    union all
    select ${uuidOf(sql`'report-consultation-' || ${mealId}::text || g`)}, ${visitId}, 'consultation',
           jsonb_build_object(
             'diagnoses', jsonb_build_array(jsonb_build_object('code', ${codes}[1 + g % 12]),
                                            jsonb_build_object('code', ${codes}[1 + (g + 5) % 12])),
             'knownConditions', case when g % 3 = 0 then '["hypertension"]'::jsonb else '[]'::jsonb end,
             'prescriptions', jsonb_build_array(jsonb_build_object('medicine', ${MEDICINE}::text,
               'dose', '1 tablet', 'frequency', 'three times a day', 'days', 3))),
           ${findings}, ${staffId}, 'Seeded Doctor', ${arrived} + interval '9 minutes'
    from ${g}`);
  await db.execute(sql`insert into visit_signature (visit_id, signed_by, signed_by_name, signed_at, digest)
    select ${visitId}, ${staffId}, 'Seeded Doctor', ${arrived} + interval '10 minutes', md5('digest' || g)
    from ${g}`);
  await db.execute(sql`insert into dispense (dispense_id, visit_id, meal_id, state, partial, made_at, by_id, by_name)
    select ${uuidOf(sql`'report-dispense-' || ${mealId}::text || g`)}, ${visitId}, ${mealId}::uuid,
           case when g % 10 = 0 then 'partial' else 'filled' end, false, ${arrived} + interval '13 minutes',
           ${staffId}, 'Seeded Pharmacist'
    from ${g}`);
  await db.execute(sql`insert into dispense_item (dispense_id, position, medicine, requested, given, reason)
    select ${uuidOf(sql`'report-dispense-' || ${mealId}::text || g`)}, 0, ${MEDICINE}::text, 9,
           case when g % 10 = 0 then 5 else 9 end, case when g % 10 = 0 then 'out-of-stock' end
    from ${g}`);
  await db.execute(sql`insert into referral (id, meal_id, visit_id, facility_name, facility_address, facility_phone,
      department, urgency, sealed, issued_on, due_on, issued_at, issued_by, referred_by_name, arrived_on, outcome,
      confirmed_at)
    select ${uuidOf(sql`'report-referral-' || ${mealId}::text || g`)}, ${mealId}::uuid, ${visitId},
           'Upazila Health Complex', 'Savar', '+8802224445566', 'Medicine', 'soon', ${referral}, ${day}::date,
           ${day}::date + 7, ${arrived} + interval '11 minutes', ${staffId}, 'Seeded Doctor',
           case when g % 20 = 0 then ${day}::date + 3 end, case when g % 20 = 0 then 'seen' end,
           case when g % 20 = 0 then ${arrived} + interval '3 days' end
    from ${g} where g % 10 = 0`);

  const count = (test: (g: number) => boolean) => Array.from({ length: visits }, (_, k) => k + 1).filter(test).length;
  return {
    visits,
    bloodPressureRaised: count((n) => 110 + (n % 50) >= 140 || 70 + (n % 30) >= 90),
    referralsIssued: count((n) => n % 10 === 0),
    referralsCompleted: count((n) => n % 20 === 0),
  };
}

import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { endsAtSql, startDateSql } from "../modules/camps/camp-schedule-sql.ts";
import { BENCH_CITIES } from "./bench-cities.ts";

export interface BenchSize {
  camps: number;
  users: number;
  likesPerUser: number;
  reviewsPerUser: number;
}

/**
 * The id of camp number `n`: a deterministic RFC 4122 version-4 UUID (md5 with the version and variant nibbles
 * set), so the API's id validation accepts it like any id the database generates.
 */
export const campId = (n: SQL) =>
  sql`overlay(overlay(md5('camp-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Camp `i`'s start: 09:00 on its own wall clock, on a day spread over the year around today (half a year back, so
 * about half the camps have ended, and half a year ahead); 7919 is prime, so the days are spread evenly.
 */
const startsAt = (i: SQL, timezone: SQL) =>
  sql`(((now() at time zone ${timezone})::date + (${i} * 7919 % 365 - 182)::int) + time '09:00') at time zone ${timezone}`;

const citiesValues = () =>
  sql.join(
    BENCH_CITIES.map(
      (c, k) =>
        sql`(${k}::int, ${c.city}::text, ${c.country}::text, ${c.timezone}::text, ${c.lat}::float8, ${c.lng}::float8)`,
    ),
    sql`, `,
  );

export const FULL_SIZE: BenchSize = { camps: 100_000, users: 50_000, likesPerUser: 20, reviewsPerUser: 4 };

/**
 * Fills an empty database with benchmark data in a few set-based statements: camps (dated, placed in one of twenty
 * cities and given a capacity or none; their end and start day derived like every camp write's), users, likes and
 * reviews that obey every data rule (one like and one review per user per camp), then counters recomputed from rows.
 * No join requests are made, so every camp's seats taken and waitlist stay 0.
 * The k-th like of user u is camp (u·7919 + k·104729) mod N: the k values give distinct camps because 104729 is
 * prime and does not divide N (likewise 7919 for reviews), so no unique constraint is ever hit.
 */
export async function generateBenchData(db: Db, size: BenchSize, log: (line: string) => void = () => {}) {
  const { camps, users, likesPerUser, reviewsPerUser } = size;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(query);
    log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    "users",
    sql`insert into "user" (id, name, email, email_verified, role, badge)
      select 'bench-user-' || i, 'Bench Camper ' || i, 'bench' || i || '@example.org', true,
        case when i = 1 then 'admin' else 'student' end,
        (array[null, 'Silver', 'Gold', 'Platinum'])[1 + i % 4]
      from generate_series(1, ${users}) as i`,
  );
  await step(
    "camps",
    sql`insert into meal (id, title, category, image, ingredients, description, price, post_time,
        distributor_name, distributor_email, added_by,
        starts_at, timezone, ends_at, start_date, venue, address, city, country, lat, lng, capacity)
      select ${campId(sql`i`)},
        (array['Heart', 'Vision', 'Dental', 'Diabetes', 'Family', 'Mind', 'Bone', 'Skin'])[1 + i % 8]
          || ' Health Camp ' || i,
        (array['3days', '7days', '10days'])[1 + i % 3],
        '/images/camps/' || (array['cardiology', 'eye-care', 'dental', 'diabetes', 'paediatrics',
          'mental-wellness', 'orthopaedics', 'dermatology'])[1 + i % 8] || '.svg',
        array['Registered Nurse', 'General Practitioner'],
        'Screenings, consultations and workshops for the whole family. Camp number ' || i || '.',
        (i * 37 % 6001) / 100.0,
        now() - (i % 1000) * interval '1 hour',
        'Bench Camper 1', 'bench1@example.org', 'bench-user-1',
        s.starts_at, c.timezone,
        ${endsAtSql(sql`s.starts_at`, sql`c.timezone`, sql`(array[3, 7, 10])[1 + i % 3]`)},
        ${startDateSql(sql`s.starts_at`, sql`c.timezone`)},
        c.city || (array[' Community Hall', ' Health Centre', ' Civic Centre', ' Wellness Lodge'])[1 + i % 4],
        'Road ' || (1 + i % 120) || ', Ward ' || (1 + i % 30), c.city, c.country, c.lat, c.lng,
        case when i % 5 = 0 then null else 20 + i * 13 % 481 end
      from generate_series(1, ${camps}) as i
      join (values ${citiesValues()}) as c(k, city, country, timezone, lat, lng) on c.k = i % ${BENCH_CITIES.length}
      cross join lateral (select ${startsAt(sql`i`, sql`c.timezone`)} as starts_at) s`,
  );
  await step(
    "likes",
    sql`insert into meal_like (meal_id, user_id)
      select ${campId(sql`1 + (u::bigint * 7919 + k::bigint * 104729) % ${camps}`)}, 'bench-user-' || u
      from generate_series(1, ${users}) as u, generate_series(0, ${likesPerUser - 1}) as k
      on conflict do nothing`,
  );
  await step(
    "reviews",
    sql`insert into review (meal_id, user_id, rating, comment)
      select ${campId(sql`1 + (u::bigint * 15485863 + k::bigint * 7919) % ${camps}`)}, 'bench-user-' || u,
        1 + (u + k) % 5, 'Helpful staff and clear advice.'
      from generate_series(1, ${users}) as u, generate_series(0, ${reviewsPerUser - 1}) as k
      on conflict do nothing`,
  );
  await step(
    "counters",
    sql`update meal m set likes = coalesce(l.n, 0), reviews_count = coalesce(r.n, 0), rating_total = coalesce(r.total, 0)
      from meal m2
      left join (select meal_id, count(*) as n from meal_like group by meal_id) l on l.meal_id = m2.id
      left join (select meal_id, count(*) as n, sum(rating) as total from review group by meal_id) r on r.meal_id = m2.id
      where m.id = m2.id`,
  );
  // PGlite runs no autovacuum: set the visibility map (index-only scans) and the planner's statistics here.
  await step("vacuum analyze", sql`vacuum analyze`);
}

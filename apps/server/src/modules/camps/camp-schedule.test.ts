import type { Meal } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const base = {
  title: "Schedule Camp",
  category: "3days",
  image: "https://example.org/camp.png",
  ingredients: ["Nurse"],
  description: "When and where.",
  price: 5,
};
const dhaka = {
  venue: "Dhanmondi Community Centre",
  address: "Road 8, Dhanmondi",
  city: "Dhaka",
  country: "Bangladesh",
  lat: 23.7461,
  lng: 90.3742,
};

/** Camps in time and place (issue 18): the fields, their validation, and finding camps by them. */
describe("camp schedule, place and capacity", () => {
  let t: TestApp;
  let admin: TestUser;
  /** A city name of this run only, so other files' camps never match. */
  const city = `Testville ${crypto.randomUUID().slice(0, 6)}`;

  const add = (body: object, url = "/api/meals") =>
    injectAs(t.app, admin, { method: "POST", url, payload: { ...base, ...body } });
  const addCamp = async (body: object) => {
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { insertedId: string }).insertedId;
  };
  const camp = async (id: string) =>
    (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${id}` })).json() as Meal;
  const list = async (query: string) =>
    ((await injectAs(t.app, null, { method: "GET", url: `/api/meals?limit=50&${query}` })).json() as { meals: Meal[] })
      .meals;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("stores the start, zone, place and capacity and derives the end on the camp's own clocks", async () => {
    // 3 days across London's clock change (25 Oct 2026): 09:00 BST to 09:00 GMT is 73 hours.
    const id = await addCamp({
      startsAt: "2026-10-23T09:00:00+01:00",
      timezone: "Europe/London",
      location: { ...dhaka, city: "London", country: "United Kingdom", lat: undefined, lng: undefined },
      capacity: 40,
    });
    expect(await camp(id)).toMatchObject({
      startsAt: "2026-10-23T08:00:00.000Z",
      endsAt: "2026-10-26T09:00:00.000Z",
      timezone: "Europe/London",
      location: { venue: dhaka.venue, address: dhaka.address, city: "London", country: "United Kingdom" },
      capacity: 40,
      seatsTaken: 0,
      seatsLeft: 40,
      waitlistCount: 0,
    });
    expect((await camp(id)).location).not.toHaveProperty("lat");
    const tenDays = await addCamp({
      category: "10days",
      startsAt: "2026-12-01T09:00:00+06:00",
      timezone: "Asia/Dhaka",
    });
    expect((await camp(tenDays)).endsAt).toBe("2026-12-11T03:00:00.000Z");
  });

  it("keeps the spec's payload valid: a camp without them has none", async () => {
    const id = await addCamp({});
    expect(await camp(id)).toMatchObject({
      startsAt: null,
      endsAt: null,
      timezone: null,
      location: null,
      capacity: null,
      seatsLeft: null,
    });
  });

  it("refuses bad schedule input with a clear 400 and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ startsAt: "2026-12-01T09:00:00", timezone: "Asia/Dhaka" }, "startsAt"],
      [{ startsAt: "2026-12-01T09:00:00+06:00" }, "timezone"],
      [{ startsAt: "2026-12-01T09:00:00+06:00", timezone: "Mars/Olympus" }, "timezone"],
      [{ location: { ...dhaka, lat: 91 } }, "lat"],
      [{ location: { ...dhaka, lng: undefined } }, "lng"],
      [{ location: { ...dhaka, venue: " " } }, "Venue"],
      [{ location: { ...dhaka, city: "x".repeat(81) } }, "City"],
      [{ capacity: 0 }, "capacity"],
      [{ capacity: 2.5 }, "capacity"],
      [{ capacity: 100_001 }, "capacity"],
    ];
    for (const [body, mentions] of cases) {
      const res = await add({ ...body, title: `Refused ${city}` });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(mentions);
    }
    expect(await list(`search=${encodeURIComponent(`Refused ${city}`)}`)).toEqual([]);
  });

  it("updates: left out keeps, null clears, a new start moves the end", async () => {
    const id = await addCamp({ startsAt: "2026-12-01T09:00:00+06:00", timezone: "Asia/Dhaka", location: dhaka });
    const patch = (body: object) =>
      injectAs(t.app, admin, {
        method: "PATCH",
        url: `/api/meals/${id}`,
        payload: {
          title: base.title,
          image: base.image,
          description: base.description,
          price: 5,
          ingredients: ["N"],
          ...body,
        },
      });
    expect((await patch({})).statusCode).toBe(200);
    expect(await camp(id)).toMatchObject({ timezone: "Asia/Dhaka", location: dhaka });
    expect((await patch({ startsAt: "2027-01-05T10:00:00+06:00", timezone: "Asia/Dhaka" })).statusCode).toBe(200);
    expect(await camp(id)).toMatchObject({ startsAt: "2027-01-05T04:00:00.000Z", endsAt: "2027-01-08T04:00:00.000Z" });
    expect((await patch({ startsAt: null, timezone: null, location: null })).statusCode).toBe(200);
    expect(await camp(id)).toMatchObject({ startsAt: null, endsAt: null, timezone: null, location: null });
  });

  it("filters by start day in each camp's own zone, by city, and sorts soonest first with undated last", async () => {
    // 00:30 on 1 March in Dhaka is still 28 February in UTC: the camp's own day counts.
    const dhakaEarly = await addCamp({
      startsAt: "2027-03-01T00:30:00+06:00",
      timezone: "Asia/Dhaka",
      location: { ...dhaka, city },
    });
    const laterSameCity = await addCamp({
      startsAt: "2027-03-20T09:00:00-05:00",
      timezone: "America/New_York",
      location: { ...dhaka, city: city.toUpperCase() },
    });
    const undated = await addCamp({ location: { ...dhaka, city } });
    const elsewhere = await addCamp({ startsAt: "2027-03-02T09:00:00+06:00", timezone: "Asia/Dhaka", location: dhaka });

    const ids = (meals: Meal[]) => meals.map((m) => m._id);
    const inCity = `city=${encodeURIComponent(city.toLowerCase())}`;
    expect(ids(await list(`${inCity}&sortBy=startsAt`))).toEqual([dhakaEarly, laterSameCity, undated]);
    expect(ids(await list(`${inCity}&from=2027-03-01&to=2027-03-01`))).toEqual([dhakaEarly]);
    expect(ids(await list(`${inCity}&from=2027-02-28&to=2027-02-28`))).toEqual([]);
    expect(ids(await list(`${inCity}&from=2027-03-02`))).toEqual([laterSameCity]);
    expect(ids(await list(`${inCity}&to=2027-03-19`))).toEqual([dhakaEarly]);
    expect(ids(await list(`from=2027-03-02&to=2027-03-02`))).toContain(elsewhere);

    const bad = await injectAs(t.app, null, { method: "GET", url: "/api/meals?from=2027-03-05&to=2027-03-01" });
    expect(bad.statusCode).toBe(400);
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/meals?from=2027-02-30" })).statusCode).toBe(400);

    const cities = (await injectAs(t.app, null, { method: "GET", url: "/api/meal-cities" })).json().cities as string[];
    expect(cities.filter((c) => c.toLowerCase() === city.toLowerCase())).toHaveLength(1);
    expect(cities).toEqual([...cities].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("carries the schedule, place and capacity over when an upcoming camp is published", async () => {
    const res = await add(
      { startsAt: "2027-02-01T08:00:00+05:45", timezone: "Asia/Kathmandu", location: dhaka, capacity: 3 },
      "/api/upcoming-meals",
    );
    expect(res.statusCode, res.body).toBe(201);
    const upcomingMealId = (res.json() as { insertedId: string }).insertedId;
    const published = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals/from-upcoming",
      payload: { upcomingMealId },
    });
    const campId = (published.json() as { insertedId: string }).insertedId;
    expect(await camp(campId)).toMatchObject({
      startsAt: "2027-02-01T02:15:00.000Z",
      endsAt: "2027-02-04T02:15:00.000Z",
      timezone: "Asia/Kathmandu",
      location: dhaka,
      capacity: 3,
      seatsLeft: 3,
    });
  });
});

import "fake-indexeddb/auto";
import type { MedicinesAnswer } from "@medcamp/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { getMedicines } from "./clinic-lists-api";
import { forgetCamp, forgetClinicData, loadList } from "./clinic-store";
import { keptOnDevice } from "./use-clinic-lists";

// Issue 39, item 4: the lists a station picks from (medicines, screening tests, stations) are kept on the device and
// answer with no network.

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetClinicData();
});

const list = (name: string): MedicinesAnswer => ({
  medicines: [{ name, strength: "5 mg", form: "tablet", unit: "tablet" }],
  custom: true,
});
const readMedicines = () => keptOnDevice("c1", "medicines", () => getMedicines("c1"));
const networkDown = () => {
  throw new TypeError("Failed to fetch");
};

describe("a camp's list kept on the device", () => {
  it("keeps each answer read online", async () => {
    fakeApi({ "GET /meals/c1/medicines": { body: list("Amlodipine") } });
    expect(await readMedicines()).toEqual(list("Amlodipine"));
    expect(await loadList("c1", "medicines")).toEqual(list("Amlodipine"));
  });

  it("answers offline from the device without asking the server", async () => {
    fakeApi({ "GET /meals/c1/medicines": { body: list("Amlodipine") } });
    await readMedicines();
    const { calls } = fakeApi({});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(await readMedicines()).toEqual(list("Amlodipine"));
    expect(calls).toEqual([]);
  });

  it("stands in when the network fails or the server errs, and the next answer replaces it", async () => {
    fakeApi({ "GET /meals/c1/medicines": { body: list("Amlodipine") } });
    await readMedicines();
    fakeApi({ "GET /meals/c1/medicines": networkDown });
    expect(await readMedicines()).toEqual(list("Amlodipine"));
    fakeApi({ "GET /meals/c1/medicines": { status: 503, body: { message: "Busy", code: "BUSY" } } });
    expect(await readMedicines()).toEqual(list("Amlodipine"));
    fakeApi({ "GET /meals/c1/medicines": { body: list("Metformin") } });
    expect(await readMedicines()).toEqual(list("Metformin"));
    expect(await loadList("c1", "medicines")).toEqual(list("Metformin"));
  });

  it("does not stand in for a refusal, nor when the device never read the list", async () => {
    fakeApi({ "GET /meals/c1/medicines": networkDown });
    await expect(readMedicines()).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    fakeApi({ "GET /meals/c1/medicines": { body: list("Amlodipine") } });
    await readMedicines();
    fakeApi({ "GET /meals/c1/medicines": { status: 403, body: { message: "Not yours", code: "FORBIDDEN" } } });
    await expect(readMedicines()).rejects.toMatchObject({ status: 403 });
  });

  it("goes with the camp when the user no longer works it", async () => {
    fakeApi({ "GET /meals/c1/medicines": { body: list("Amlodipine") } });
    await readMedicines();
    await forgetCamp("c1");
    expect(await loadList("c1", "medicines")).toBeUndefined();
  });
});

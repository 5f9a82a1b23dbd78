import { describe, expect, it } from "vitest";
import { replyIntent } from "./opt-out.ts";
import { fillTemplate } from "./provider-http.ts";
import { referralText } from "./referral-reminders.ts";
import { countSegments, fitName, fitsInSegments, smsText } from "./segments.ts";

const REFERRAL = "3f2a9c1b-0000-4000-8000-000000000001";

describe("segments (issue 40, item 3)", () => {
  it("count GSM-7 at 160 in one segment and 153 a segment beyond", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "gsm7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161))).toEqual({ encoding: "gsm7", units: 161, segments: 2 });
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
  });

  it("count each GSM-7 extension character (€ [ ] { } ~ ^ \\ |) as two", () => {
    expect(countSegments("€".repeat(80))).toEqual({ encoding: "gsm7", units: 160, segments: 1 });
    expect(countSegments(`${"€".repeat(80)}a`).segments).toBe(2);
    expect(countSegments("[x]").units).toBe(5);
  });

  it("count a Bengali text as UCS-2: 70 in one segment, 67 a segment beyond", () => {
    const bengali = "আপনার রেফারেল আছে";
    expect(countSegments(bengali).encoding).toBe("ucs2");
    expect(countSegments("ক".repeat(70))).toEqual({ encoding: "ucs2", units: 70, segments: 1 });
    expect(countSegments("ক".repeat(71)).segments).toBe(2);
    expect(countSegments("ক".repeat(134)).segments).toBe(2);
    expect(countSegments("ক".repeat(135)).segments).toBe(3);
    expect(fitsInSegments("ক".repeat(135))).toBe(false);
    // Arabic likewise; one character outside GSM-7 makes the whole text UCS-2.
    expect(countSegments("توقف").encoding).toBe("ucs2");
    expect(countSegments(`${"a".repeat(100)}ক`)).toEqual({ encoding: "ucs2", units: 101, segments: 2 });
  });

  it("write typographic dashes and quotes plainly when that keeps a text GSM-7, and leave other texts as they are", () => {
    expect(smsText("You have a referral at X — show this code: 1")).toBe(
      "You have a referral at X - show this code: 1",
    );
    expect(countSegments(smsText("It’s “here” – now…")).encoding).toBe("gsm7");
    expect(smsText("রেফারেল — কোড")).toBe("রেফারেল — কোড");
  });

  it("write the referral reminder in the person's language within two segments, the Bengali one in UCS-2", () => {
    const english = smsText(
      referralText({
        referral_id: REFERRAL,
        facility_name: "Savar Upazila Health Complex",
        overdue: false,
        locale: null,
      }),
    );
    expect(english).toBe(
      "MedCamp: You have a referral at Savar Upazila Health Complex - show this code: 3F2A-9C1B. Reply STOP to end texts.",
    );
    expect(countSegments(english)).toMatchObject({ encoding: "gsm7", segments: 1 });

    const bengali = referralText({
      referral_id: REFERRAL,
      facility_name: "সাভার উপজেলা স্বাস্থ্য কমপ্লেক্স",
      overdue: false,
      locale: "bn",
    });
    expect(bengali).toContain("সাভার উপজেলা স্বাস্থ্য কমপ্লেক্স");
    expect(bengali).toContain("3F2A-9C1B");
    expect(countSegments(bengali)).toMatchObject({ encoding: "ucs2", segments: 2 });

    for (const locale of ["es", "ar"]) {
      const text = referralText({ referral_id: REFERRAL, facility_name: "Hospital", overdue: true, locale });
      expect(text).toContain("3F2A-9C1B");
      expect(fitsInSegments(smsText(text))).toBe(true);
    }
  });

  it("cut a facility name that would take a third segment, and say so with …", () => {
    const long = "ঢাকা মেডিকেল কলেজ হাসপাতাল, বকশীবাজার, ঢাকা ১০০০, বাংলাদেশ — চক্ষু বিভাগ, দ্বিতীয় তলা";
    const text = referralText({ referral_id: REFERRAL, facility_name: long, overdue: true, locale: "bn" });
    expect(fitsInSegments(text)).toBe(true);
    expect(text).toContain("…");
    expect(text).toContain("3F2A-9C1B");
    expect(fitName("Short", (n) => `At ${n}`)).toBe("Short");
  });
});

describe("STOP and START replies (issue 40, item 3)", () => {
  it.each(["STOP", "stop", " Stop. ", "STOPALL", "unsubscribe", "বন্ধ", "توقف", "إيقاف", "ايقاف", "توقّف"])(
    "%j stops texts",
    (reply) => {
      expect(replyIntent(reply)).toBe("stop");
    },
  );
  it.each(["START", "unstop", "চালু"])("%j restarts them", (reply) => {
    expect(replyIntent(reply)).toBe("start");
  });
  it.each(["please stop sending", "stopp", "hello", ""])("%j does neither", (reply) => {
    expect(replyIntent(reply)).toBeUndefined();
  });
});

describe("the HTTP gateway's templates", () => {
  const sms = { id: "m1", to: "+8801712345678", text: 'Code: 1 & "2" = 3', channel: "sms" as const };
  it("URL-encode the values in the URL and in a form body", () => {
    expect(fillTemplate("https://g.example/send?to={to}&n={msisdn}&m={text}&s={from}", sms, "CAMP", false)).toBe(
      "https://g.example/send?to=%2B8801712345678&n=8801712345678&m=Code%3A%201%20%26%20%222%22%20%3D%203&s=CAMP",
    );
  });
  it("escape the values as JSON string content in a JSON body", () => {
    const body = fillTemplate('{"to":"{to}","text":"{text}","ref":"{id}"}', sms, "CAMP", true);
    expect(JSON.parse(body)).toEqual({ to: "+8801712345678", text: 'Code: 1 & "2" = 3', ref: "m1" });
  });
});

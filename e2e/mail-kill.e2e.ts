// Issue 19: "a kill -9 during delivery loses no message". A real server process sends a camp reminder to a real SMTP
// server that holds it in the DATA phase (the whole message is on the wire, the server's 250 never comes), so the
// delivery is in progress when the server is killed with SIGKILL. Started again on the same DATA_DIR, the server
// finds the message due once its lease (MAIL_LEASE_MS) runs out and delivers it; the outbox row ends `sent`.
// One cycle, bounded: the lease is 4 s here (5 min in production), the restart takes seconds.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { DEMO_PASSWORD } from "./harness/accounts.ts";
import { signInByApi, until } from "./harness/api-client.ts";
import {
  afterMorePolls,
  crashableServer,
  KILL_CAMPER,
  killTestTitle,
  seatAtCampStartingSoon,
  untilSent,
} from "./harness/kill-cycle.ts";

/**
 * An SMTP server that, until `release`, reads each message `holds` picks and never answers it; it accepts the others
 * (such as the seat's own notice, which the worker may hand over beside the reminder and wait for).
 */
async function startHoldingSmtp(holds: (mail: ParsedMail) => boolean) {
  const held: ParsedMail[] = [];
  const received: ParsedMail[] = [];
  const state = { holding: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then(
        (mail) => {
          if (state.holding && holds(mail)) {
            held.push(mail); // no callback: the sender waits for the reply to its DATA
          } else {
            received.push(mail);
            callback();
          }
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    held,
    received,
    release: () => (state.holding = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isReminderTo = (mail: ParsedMail, email: string) =>
  (mail.subject ?? "").startsWith("Reminder: ") && [mail.to ?? []].flat().some((to) => to.text.includes(email));

describe("a server killed with SIGKILL while an SMTP server holds its message", () => {
  const title = killTestTitle();
  const ours = (mail: ParsedMail) => isReminderTo(mail, KILL_CAMPER) && mail.subject!.includes(title);
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let server: Awaited<ReturnType<typeof crashableServer>> | undefined;

  beforeAll(async () => {
    smtp = await startHoldingSmtp(ours);
    server = await crashableServer("mail-kill", { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("delivers the reminder after a restart once the lease runs out, and records it sent", async () => {
    const { url } = server!;
    const admin = await signInByApi(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const camper = await signInByApi(url, KILL_CAMPER, DEMO_PASSWORD);
    await seatAtCampStartingSoon(url, admin, camper, title);

    // The reminder is on the wire and the SMTP server has not answered: kill the server in the middle of it.
    const held = await until("the SMTP server holds the reminder", () => smtp.held.find(ours));
    await server!.crash();
    expect(smtp.received.filter((m) => isReminderTo(m, KILL_CAMPER))).toEqual([]);

    smtp.release();
    await server!.restart();
    const delivered = await until("the restarted server delivers the reminder", () => smtp.received.find(ours));
    // The same message (its Message-ID is the outbox row's), rendered once and kept: the same words.
    expect(delivered.messageId).toBe(held.messageId);
    expect(delivered.subject).toBe(held.subject);
    expect(delivered.text).toBe(held.text);

    const row = await untilSent(url, admin, "messages", (m) => m.to === KILL_CAMPER && m.subject === held.subject);
    // The killed server's attempt, then the restarted one's.
    expect(row.attempts).toBe(2);
    // Received once: a few more polls bring no second copy.
    await afterMorePolls();
    expect(smtp.received.filter(ours)).toHaveLength(1);
  }, 180_000);
});

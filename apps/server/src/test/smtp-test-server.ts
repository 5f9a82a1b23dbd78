import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** What the test server answers a message: accept it, or refuse it with an SMTP reply code. */
export type Verdict = "accept" | { code: number; message: string };

/**
 * A real SMTP server on a free local port for tests (the `smtp-server` package): it parses every message it accepts
 * with mailparser, and `judge` decides, per message, whether to accept it or answer a refusal.
 */
export async function startSmtpTestServer(judge: (mail: ParsedMail) => Verdict = () => "accept") {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const verdict = judge(mail);
          if (verdict === "accept") {
            received.push(mail);
            callback();
          } else {
            callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
          }
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/** Waits until `done()` holds, checking every 20 ms, or fails after `ms`. */
export async function waitFor(done: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// `npm run create-admin -- --email <e-mail> [--name <name>] [--reset-password]`: the first admin of an install
// without the demo seed (docs/operations.md). The password is asked at the terminal without echo, or read from the
// first line of standard input. On the embedded database it takes the DATA_DIR lock like the server, so it refuses
// while a server runs there; on PostgreSQL it runs at any time. The command itself is create-admin-command.ts.
import { runCreateAdminCommand } from "./create-admin-command.ts";

process.exitCode = await runCreateAdminCommand(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  prompt: process.stderr,
  console,
});

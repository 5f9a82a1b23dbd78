// The limit: a bare node:http server answering the very bytes MedCamp answered, measured in the same run.
// Usage: node bench/bare-server.mjs <answers.json> <port>; answers.json maps "METHOD path" to {type, body}.
import fs from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))).map(([key, a]) => [
    key,
    { ...a, body: Buffer.from(a.body) },
  ]),
);
http
  .createServer((request, response) => {
    const answer = answers.get(`${request.method} ${request.url}`) ?? answers.get(`${request.method} *`);
    request.resume();
    request.on("end", () => {
      if (!answer) return response.writeHead(404).end();
      response.writeHead(200, { "content-type": answer.type, "content-length": answer.body.length });
      response.end(answer.body);
    });
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));

import type http from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on a free local port; answers the server's URL and a close that also ends kept-alive connections. */
export async function serveLocally(server: http.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

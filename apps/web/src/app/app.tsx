import { Suspense } from "react";
import { RouterProvider } from "react-router";
import { Loading } from "../components/loading";
import { createQueryClient } from "../lib/query-client";
import { Providers } from "./providers";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}

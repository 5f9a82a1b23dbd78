import { Suspense } from "react";
import { RouterProvider } from "react-router";
import { Loading } from "../components/loading";
import { Providers } from "./providers";
import { createAppRouter } from "./router";

const router = createAppRouter();

export function App() {
  return (
    <Providers>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}

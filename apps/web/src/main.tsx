import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for its whole length (a phone stays responsive while the app starts).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

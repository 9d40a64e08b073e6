import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <h1>Le meilleur DJ pour vos événements</h1>
  </StrictMode>,
);

import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

type ProgressState = "idle" | "loading" | "done";

/**
 * The red bar at the top of the page while a route loads (spec §2 and §9).
 * Driven by React Router's navigation state: it grows while loading, then fills
 * and fades out once the new page is displayed.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const [state, setState] = useState<ProgressState>("idle");
  const busy = navigation.state !== "idle";

  useEffect(() => {
    setState((previous) => (busy ? "loading" : previous === "loading" ? "done" : previous));
  }, [busy]);

  return (
    <div className="navigation-progress" data-state={state} aria-hidden={state !== "loading"}>
      <div
        className="navigation-progress__bar"
        role="progressbar"
        aria-label="Chargement de la page"
        aria-busy={state === "loading"}
      />
    </div>
  );
}
